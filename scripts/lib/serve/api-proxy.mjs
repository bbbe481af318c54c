// The shell's /api proxy (nginx's proxy_pass in compose): to the configured backend only, the
// request's own path and query, hop-by-hop headers dropped both ways, the backend's answer untouched.
import http from 'node:http';
import { pipeline } from 'node:stream';

/** RFC 9110 §7.6.1 connection-specific fields, plus those a Connection header names. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

export function withoutHopByHop(headers) {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const drop = new Set([...HOP_BY_HOP, ...named]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop.has(name.toLowerCase())));
}

/** Like nginx's $proxy_add_x_forwarded_for: the client's own chain, then the address this proxy saw. */
function forwardedFor(req) {
  const seen = req.socket.remoteAddress ?? '';
  const chain = req.headers['x-forwarded-for'];
  return chain ? `${chain}, ${seen}` : seen;
}

function badGateway(res) {
  if (res.headersSent) return res.destroy();
  res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ statusCode: 502, code: 'BAD_GATEWAY', message: 'The API is not reachable.' }));
}

/**
 * Forwards a request to `backend` (an origin such as http://127.0.0.1:4000). The upstream request is
 * built from the backend's host and port and the request's path and query only, so no request target
 * (`//other:4999/api/x`, `http://other/api/x`) can send it, or its Authorization header, elsewhere.
 * @param {import('./request-target.mjs').RequestTarget} target
 */
export function proxyToBackend(req, res, backend, target) {
  const origin = new URL(backend);
  const headers = {
    ...withoutHopByHop(req.headers),
    host: origin.host,
    'x-forwarded-for': forwardedFor(req),
    // Behind a TLS terminator keep what it says, as the compose proxy does.
    'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
    'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host ?? '',
  };
  let upstream;
  try {
    upstream = http.request({
      protocol: origin.protocol,
      hostname: origin.hostname,
      port: origin.port || 80,
      method: req.method,
      path: `${target.path}${target.query}`,
      headers,
    });
  } catch {
    // Characters Node refuses in a request path (a target only a hand-made client sends).
    res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8' });
    return res.end(JSON.stringify({ statusCode: 400, code: 'BAD_REQUEST', message: 'The request path is not valid.' }));
  }
  upstream.on('response', (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
    // Server-sent events leave as they come: nothing here buffers or compresses.
    res.flushHeaders();
    pipeline(answer, res, () => undefined);
  });
  upstream.on('error', () => badGateway(res));
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  pipeline(req, upstream, () => undefined);
}
