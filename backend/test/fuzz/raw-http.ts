import { Agent, request } from 'node:http';

export interface RawRequest {
  method: string;
  /** Sent byte for byte: no URL normalisation, so `..` segments and malformed escapes reach the server. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  /** At most `MAX_KEPT_BYTES` of the body, decoded as UTF-8. */
  text: string;
}

/** Error answers are small; an SSE reply or a file is kept only in part. */
const MAX_KEPT_BYTES = 256 * 1024;

/** One connection pool for the whole run, as wide as the run's concurrency. */
export function createAgent(sockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: sockets });
}

/**
 * node:http rather than fetch: fetch resolves `..` and `%2e%2e` in paths and refuses some bodies, and the point
 * here is to send what a hostile client would. Rejects only when no answer arrives (connection reset, timeout).
 */
export function sendRaw(baseUrl: URL, agent: Agent, raw: RawRequest, timeoutMs: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = raw.body ? { ...raw.headers, 'Content-Length': String(raw.body.length) } : raw.headers;
    const outgoing = request(
      { host: baseUrl.hostname, port: baseUrl.port, method: raw.method, path: raw.path, headers, agent },
      (incoming) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        incoming.on('data', (chunk: Buffer) => {
          if (kept >= MAX_KEPT_BYTES) return;
          chunks.push(chunk);
          kept += chunk.length;
        });
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).subarray(0, MAX_KEPT_BYTES).toString('utf8'),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    outgoing.on('error', reject);
    outgoing.end(raw.body);
  });
}
