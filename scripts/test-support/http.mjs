// Test helpers for the launch scripts' HTTP servers: raw requests (what fetch would refuse to send)
// and a recording backend.
import http from 'node:http';
import net from 'node:net';

/**
 * Sends `request` as written (request line, headers, body) and reads the answer until the server
 * closes the connection. The status is 0 when the server dropped the connection without answering.
 */
export function rawRequest(port, request) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    // A server that never answers fails the test instead of hanging it.
    socket.setTimeout(10000, () => socket.destroy(new Error(`no answer to ${request.split('\r\n')[0].slice(0, 80)}`)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.filter(Boolean).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0) || 0, headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

/** `GET <target>` (or another method) over a fresh connection, the target sent verbatim. */
export function rawGet(port, target, { method = 'GET', headers = {} } = {}) {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return rawRequest(port, `${lines.join('\r\n')}\r\n\r\n`);
}

/** An HTTP server on a free port that records every request it receives and answers with `respond`. */
export async function recordingServer(respond = (req, res) => res.end('ok')) {
  const requests = [];
  const server = http.createServer((req, res) => {
    const body = [];
    req.on('data', (chunk) => body.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(body).toString() });
      respond(req, res);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    requests,
    port: server.address().port,
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

// A loopback port outside the kernel's ephemeral range (loopback-port.js).
export { freePort } from '../lib/loopback-port.js';
