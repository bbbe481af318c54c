import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { AppConfig } from '../../config/app-config.interface';
import { requestLogging } from '../http-logging.options';
import { createRootLogger } from '../root-logger';
import { CENSORED, censorRequest } from './log-secrets';

/** A written line, as far as these tests read it. */
interface Line {
  msg?: string;
  req: { headers: Record<string, unknown> };
  res: { headers: Record<string, unknown> };
}

/** The root logger at `level`, its lines parsed into `lines`; `written` resolves as a line `matches` is written. */
function capture(level: AppConfig['logLevel']) {
  const lines: Line[] = [];
  const waiting: Array<{ matches: (line: Line) => boolean; resolve: (line: Line) => void }> = [];
  const write = (text: string) => {
    const line = JSON.parse(text) as Line;
    lines.push(line);
    for (const waiter of waiting.filter(({ matches }) => matches(line))) waiter.resolve(line);
  };
  const written = (matches: (line: Line) => boolean) =>
    new Promise<Line>((resolve) => waiting.push({ matches, resolve }));
  return { logger: createRootLogger({ logLevel: level }, { write }), lines, written };
}

describe('credentials in logged headers', () => {
  it('are censored on any line of the root logger, the other headers kept', () => {
    const { logger, lines } = capture('info');
    logger.info({
      req: { method: 'GET', headers: { authorization: 'Bearer tok_secret', cookie: 'sid=s3cret', 'x-api-key': 'atk_secret', accept: '*/*' } },
      res: { statusCode: 200, headers: { 'set-cookie': ['sid=n3w'], 'content-type': 'text/plain' } },
    });
    expect(lines[0].req.headers).toEqual({ authorization: CENSORED, cookie: CENSORED, 'x-api-key': CENSORED, accept: '*/*' });
    expect(lines[0].res.headers).toEqual({ 'set-cookie': CENSORED, 'content-type': 'text/plain' });
    expect(JSON.stringify(lines)).not.toMatch(/secret|s3cret|n3w/);
  });

  it('leave the logged object itself alone, and copy nothing when there is nothing to censor', () => {
    const headers = { authorization: 'Bearer x' };
    const request = { headers };
    expect(censorRequest(request)).not.toBe(request);
    expect(headers.authorization).toBe('Bearer x');
    const lean = { id: 'r1', method: 'POST', url: '/api/wp/text' };
    expect(censorRequest(lean)).toBe(lean);
  });

  it("are censored in the access log's verbose lines (debug), whose serializers replace the root logger's", async () => {
    const { logger, lines, written } = capture('debug');
    const completed = written((line) => line.msg === 'request completed');
    const log = requestLogging(logger);
    const server = createServer((request, response) => {
      log(request, response);
      response.setHeader('Set-Cookie', 'sid=n3w-session');
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}/api/thing?x=1`, { headers: { Authorization: 'Bearer tok_secret', Cookie: 'sid=s3cret', 'X-Api-Key': 'atk_secret' } });
      const line = await completed;
      expect(line.req.headers).toMatchObject({ authorization: CENSORED, cookie: CENSORED, 'x-api-key': CENSORED });
      expect(line.res.headers['set-cookie']).toBe(CENSORED);
      expect(JSON.stringify(lines)).not.toMatch(/secret|s3cret|n3w/);
    } finally {
      server.close();
    }
  });

  it('come through pino untouched without our serializers (the control: the censoring is ours, not a default)', () => {
    const lines: string[] = [];
    pino({}, { write: (line: string) => lines.push(line) }).info({ req: { headers: { authorization: 'Bearer visible' } } });
    expect(lines[0]).toContain('Bearer visible');
  });
});
