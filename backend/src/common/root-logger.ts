import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config.interface';

/** Header values that must never reach the logs. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

/**
 * One pino instance per process: used before Nest exists (database start), then by Nest's logger (AppLogger)
 * and the access log.
 * Writes to stdout unless given a destination (the benchmarks log to a file to count the bytes).
 */
export function createRootLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    base: { pid: process.pid, service: 'atelier-api' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
