import { request as httpRequest } from 'node:http';
import { RunnerError } from '../runner.errors';

export interface ProxiedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ProxiedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  bodyEncoding: 'utf8' | 'base64';
  truncated: boolean;
  durationMs: number;
}

const MAX_RESPONSE_BYTES = 1024 * 1024;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'host', 'content-length']);

/** One HTTP request to an app over its socket; its answer read whole (text, or base64 for bytes) up to 1 MB. */
export function proxyToApp(socketPath: string, input: ProxiedRequest, timeoutSeconds: number): Promise<ProxiedResponse> {
  const started = performance.now();
  const headers = Object.fromEntries(Object.entries(input.headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
  const body = input.body === undefined ? undefined : Buffer.from(input.body, 'utf8');
  return new Promise<ProxiedResponse>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        socketPath,
        method: input.method,
        path: input.path,
        headers: { ...headers, host: 'localhost', ...(body ? { 'content-length': String(body.length) } : {}) },
        timeout: timeoutSeconds * 1000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          const isText = !text.includes('\uFFFD') && !/[\u0000-\u0008\u000e-\u001f]/.test(text);
          resolve({
            status: incoming.statusCode ?? 502,
            headers: Object.fromEntries(Object.entries(incoming.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)])),
            body: isText ? text : bytes.toString('base64'),
            bodyEncoding: isText ? 'utf8' : 'base64',
            truncated,
            durationMs: Math.round(performance.now() - started),
          });
        };
        incoming.on('data', (chunk: Buffer) => {
          if (truncated) return;
          size += chunk.length;
          if (size > MAX_RESPONSE_BYTES) {
            truncated = true;
            chunks.push(chunk.subarray(0, chunk.length - (size - MAX_RESPONSE_BYTES)));
            incoming.destroy();
            finish();
            return;
          }
          chunks.push(chunk);
        });
        incoming.on('end', finish);
        incoming.on('error', finish);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(RunnerError.appTimeout(timeoutSeconds)));
    outgoing.on('error', (error) => reject(error instanceof RunnerError ? error : RunnerError.notAnswering()));
    outgoing.end(body);
  });
}
