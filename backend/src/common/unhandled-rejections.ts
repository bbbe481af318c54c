import type { Logger } from 'pino';

/**
 * Logs a promise rejection nobody handled and keeps the process serving. Node's default ends the
 * process, and with it every request and job it serves, for a promise some library started in the
 * background and dropped (pg-boss 10.4 did so with a job's outcome when the database went away). Our own
 * code awaits or catches what it starts; this is the net under what it cannot reach (README, "Jobs and
 * database outages"). Synchronous uncaught exceptions still end the process: its state is unknown then.
 */
export function logUnhandledRejections(logger: Logger, target: NodeJS.EventEmitter = process): void {
  target.on('unhandledRejection', (reason: unknown) => {
    logger.error({ err: reason }, `unhandled promise rejection (kept serving): ${reason instanceof Error ? reason.message : String(reason)}`);
  });
}
