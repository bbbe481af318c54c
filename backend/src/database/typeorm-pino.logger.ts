import type { Logger as PinoLogger } from 'pino';
import type { Logger as TypeOrmLogger } from 'typeorm';

/** Routes TypeORM's messages into the structured log instead of the console. */
export class TypeOrmPinoLogger implements TypeOrmLogger {
  private readonly pino: PinoLogger;

  constructor(logger: PinoLogger) {
    this.pino = logger.child({ component: 'typeorm' });
  }

  logQuery(query: string, parameters?: unknown[]): void {
    this.pino.trace({ query, parameters }, 'query');
  }

  logQueryError(error: string | Error, query: string): void {
    this.pino.error({ err: error, query }, 'query failed');
  }

  logQuerySlow(time: number, query: string): void {
    this.pino.warn({ query, ms: time }, 'slow query');
  }

  logSchemaBuild(message: string): void {
    this.pino.debug(message);
  }

  logMigration(message: string): void {
    this.pino.info(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.pino.warn(String(message));
    else this.pino.info(String(message));
  }
}
