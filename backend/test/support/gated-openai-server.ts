import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer } from './loopback-server';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * An OpenAI-compatible upstream that answers the first `answered` chats (streamed or not) and image requests of each
 * kind in full and holds every later one open mid-answer (a chat stream after its first piece), as a
 * provider does while the process calling it is killed.
 */
export class GatedOpenAiServer extends LoopbackServer {
  readonly received = { chat: 0, images: 0 };

  private constructor(private readonly answered: { chat: number; images: number }) {
    super();
  }

  static async start(answered: { chat: number; images: number }): Promise<GatedOpenAiServer> {
    const server = new GatedOpenAiServer(answered);
    await server.listen();
    return server;
  }

  /** A backend's settings for text and image engines that call this upstream. */
  engineEnv(apiKey: string): Record<string, string> {
    return { ENGINE_TEXT: 'openai', ENGINE_IMAGE: 'openai', OPENAI_BASE_URL: this.baseUrl, OPENAI_API_KEY: apiKey };
  }

  protected handle(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '').replace(/^\/v1/, '');
    if (req.method === 'POST' && path === '/chat/completions') {
      const parts: Buffer[] = [];
      req.on('data', (part: Buffer) => parts.push(part));
      req.on('end', () => this.chat(res, (JSON.parse(Buffer.concat(parts).toString('utf8')) as { stream?: boolean }).stream === true));
      return;
    }
    req.resume();
    if (req.method === 'POST' && path === '/images/generations') return this.image(res);
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"no route"}}');
  }

  /** As OpenAI does: Server-Sent Events when asked to stream, else one JSON answer (held back entirely past the gate). */
  private chat(res: ServerResponse, streamed: boolean): void {
    this.received.chat += 1;
    if (!streamed) {
      if (this.received.chat > this.answered.chat) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: 'The answer is forty-two.' }, finish_reason: 'stop' }] }));
      return;
    }
    const event = (content: string) =>
      `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(event('The answer '));
    if (this.received.chat > this.answered.chat) return;
    res.end(`${event('is forty-two.')}data: [DONE]\n\n`);
  }

  private image(res: ServerResponse): void {
    this.received.images += 1;
    if (this.received.images > this.answered.images) return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ created: 1, data: [{ b64_json: PNG_1X1.toString('base64') }] }));
  }
}
