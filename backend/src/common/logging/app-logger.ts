import type { LoggerService } from '@nestjs/common';
import type { Level, Logger } from 'pino';

/** A stack trace as Nest's exception handlers pass it: a string with "at …" frames. */
const STACK_FRAMES = /\n\s*at /;

/**
 * Nest's logger, written through the process's one pino logger (root-logger.ts): `new Logger(Context).log(…)`
 * becomes a pino line with `context`, an Error its `err`, and a stack passed as Nest's handlers pass it
 * (`error(message, stack)`) an `err` with that stack.
 *
 * Deliberately not bound to the request in progress: finding that request needs an AsyncLocalStorage, and
 * Node 20's makes every promise of the process pay for the context it carries (measured on the gateway:
 * 6 % of its CPU and 0.2 ms of p50 per call, ARCHITECTURE.md §5). A line that needs the request says so
 * itself (the exception filter names the request id); each request still gets its access line.
 */
export class AppLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  verbose(message: unknown, ...optional: unknown[]): void {
    this.write('trace', message, optional);
  }

  debug(message: unknown, ...optional: unknown[]): void {
    this.write('debug', message, optional);
  }

  log(message: unknown, ...optional: unknown[]): void {
    this.write('info', message, optional);
  }

  warn(message: unknown, ...optional: unknown[]): void {
    this.write('warn', message, optional);
  }

  error(message: unknown, ...optional: unknown[]): void {
    this.write('error', message, optional);
  }

  fatal(message: unknown, ...optional: unknown[]): void {
    this.write('fatal', message, optional);
  }

  /** Nest passes the context last (when the Logger has one); anything between is interpolated, pino's way. */
  private write(level: Level, message: unknown, optional: unknown[]): void {
    if (!this.logger.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    const params = optional.length ? optional.slice(0, -1) : [];
    if (optional.length) fields.context = optional[optional.length - 1];
    if (message instanceof Error) {
      fields.err = message;
      this.logger[level](fields, message.message, ...params);
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ ...message, ...fields }, ...(params as []));
    } else if (level === 'error' && typeof message === 'string' && params.length === 1 && typeof params[0] === 'string' && STACK_FRAMES.test(params[0])) {
      const err = new Error(message);
      err.stack = params[0];
      this.logger.error({ ...fields, err }, message);
    } else {
      this.logger[level](fields, String(message), ...params);
    }
  }
}
