import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config.interface';
import { censorRequest, censorResponse } from './logging/log-secrets';

/**
 * One pino instance per process: used before Nest exists (database start), then by Nest's logger (AppLogger)
 * and the access log.
 * Writes to stdout unless given a destination (the benchmarks log to a file to count the bytes).
 */
export function createRootLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    base: { pid: process.pid, service: 'atelier-api' },
    // Credentials in logged headers are censored as each line is written (log-secrets.ts).
    serializers: { req: censorRequest, res: censorResponse },
  };
  return destination ? pino(options, destination) : pino(options);
}
