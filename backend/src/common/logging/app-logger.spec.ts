import { Logger } from '@nestjs/common';
import pino from 'pino';
import { AppLogger } from './app-logger';

/** A pino logger writing its lines, parsed, into `lines`. */
function capture(level = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

describe(AppLogger.name, () => {
  afterEach(() => Logger.overrideLogger(false));

  it("writes Nest's log calls as pino lines with their context", () => {
    const { logger, lines } = capture();
    const app = new AppLogger(logger);
    app.log('listening', 'Server');
    app.warn('slow', 'Jobs');
    app.debug('not at info', 'Jobs');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, context: 'Server', msg: 'listening' }),
      expect.objectContaining({ level: 40, context: 'Jobs', msg: 'slow' }),
    ]);
  });

  it("gives an error passed with its stack, as Nest's handlers and the exception filter pass it, an err with that stack", () => {
    const { logger, lines } = capture();
    const stack = 'Error: boom\n    at handler (file.js:1:1)';
    new AppLogger(logger).error('POST /api/x failed: boom', stack, 'AllExceptionsFilter');
    expect(lines[0]).toMatchObject({ level: 50, context: 'AllExceptionsFilter', msg: 'POST /api/x failed: boom', err: { message: 'POST /api/x failed: boom', stack } });
  });

  it('logs an Error as err with its message, and an object as fields', () => {
    const { logger, lines } = capture();
    const app = new AppLogger(logger);
    app.error(new Error('broken'), 'Worker');
    app.log({ jobs: 3 }, 'Queue');
    expect(lines[0]).toMatchObject({ level: 50, context: 'Worker', msg: 'broken', err: { message: 'broken' } });
    expect(lines[1]).toMatchObject({ level: 30, context: 'Queue', jobs: 3 });
  });

  it("receives what Nest's Logger class logs once it is the app's logger", () => {
    const { logger, lines } = capture();
    Logger.overrideLogger(new AppLogger(logger));
    new Logger('Billing').log('charged');
    expect(lines[0]).toMatchObject({ context: 'Billing', msg: 'charged' });
  });
});
