import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import { useSuiteServer } from './support/suite-server';

/** Slow clients against the real server: a request must arrive in time, or its socket is closed. */
describe('HTTP request deadlines', () => {
  const suite = useSuiteServer('http_timeouts', { HTTP_HEADERS_TIMEOUT_SECONDS: '1', HTTP_REQUEST_TIMEOUT_SECONDS: '1', HTTP_UPLOAD_TIMEOUT_SECONDS: '2' });

  /** Sends `text` on a raw connection and resolves with everything received until the server closes it. */
  async function sendAndWaitForClose(text: string): Promise<{ received: string; waitedMs: number }> {
    const { port } = suite.server.app.getHttpServer().address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const started = Date.now();
    socket.write(text);
    await once(socket, 'close');
    return { received, waitedMs: Date.now() - started };
  }

  it('answers 408 REQUEST_TIMEOUT and closes when the body never comes', async () => {
    const { received, waitedMs } = await sendAndWaitForClose(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n{"email":',
    );

    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toMatchObject({ statusCode: 408, code: 'REQUEST_TIMEOUT' });
    console.log(`silent body: socket closed after ${waitedMs} ms (limit 1 s)`);
  });

  it('closes a connection whose headers never end', async () => {
    const { received, waitedMs } = await sendAndWaitForClose('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');

    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    console.log(`unfinished headers: socket closed after ${waitedMs} ms (limit 1 s)`);
  });
});
