import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_OPENAI_KEY = 'sk-e2e-0123456789abcdef';
/** What the e2e transcription provider "hears" in any recording. */
export const FAKE_TRANSCRIPT = 'Paint a lighthouse at dawn';

/**
 * A loopback server speaking the part of the OpenAI protocol the e2e backend uses: only audio
 * transcriptions (`POST /v1/audio/transcriptions`, multipart `file` + `model` → `{"text"}`), as the
 * offline engine cannot transcribe. Every other capability of the e2e backend stays local.
 */
export class FakeOpenAiServer {
  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeOpenAiServer> {
    const server = createServer((req, res) => {
      handle(req, res).catch((error: unknown) => sendJson(res, 500, { error: { message: `fake server bug: ${String(error)}` } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new FakeOpenAiServer(server);
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const path = (req.url ?? '').split('?')[0];
  if (req.headers.authorization !== `Bearer ${FAKE_OPENAI_KEY}`) {
    return sendJson(res, 401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } });
  }
  if (req.method !== 'POST' || path !== '/v1/audio/transcriptions') {
    return sendJson(res, 404, { error: { message: `no route ${req.method} ${path}` } });
  }
  const form = await new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  }).formData();
  const file = form.get('file');
  // An empty recording would mean the browser's fake microphone produced nothing: answer as OpenAI does.
  if (!(file instanceof Blob) || file.size === 0 || typeof form.get('model') !== 'string') {
    return sendJson(res, 400, { error: { message: 'file and model are required', type: 'invalid_request_error' } });
  }
  return sendJson(res, 200, { text: FAKE_TRANSCRIPT });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': bytes.length });
  res.end(bytes);
}
