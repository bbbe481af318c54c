import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer } from './loopback-server';

/**
 * An OpenAI-compatible videos API (a paid provider). Created videos stay in progress until `finish()`;
 * `hangCreate`: creating never answers (the worker dies while paying). Remembers how each create came.
 */
export class StandInVideoProvider extends LoopbackServer {
  readonly creates: Array<{ id: string; contentType: string; body: string }> = [];
  readonly polls: string[] = [];
  private finished = false;

  constructor(
    private readonly mp4: Buffer,
    private readonly options: { hangCreate?: boolean } = {},
  ) {
    super();
  }

  finish(): void {
    this.finished = true;
  }

  protected handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '').replace(/^\/v1/, '');
      if (req.method === 'POST' && path === '/videos') {
        const id = `video_${this.creates.length + 1}`;
        this.creates.push({ id, contentType: req.headers['content-type'] ?? '', body: Buffer.concat(chunks).toString('latin1') });
        if (this.options.hangCreate) return;
        return this.json(res, this.stateOf(id));
      }
      const match = /^\/videos\/([^/]+)(\/content)?$/.exec(path);
      if (req.method === 'GET' && match && this.creates.some((create) => create.id === match[1])) {
        if (!match[2]) {
          this.polls.push(match[1]);
          return this.json(res, this.stateOf(match[1]));
        }
        res.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': this.mp4.length }).end(this.mp4);
        return;
      }
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
    });
  }

  private stateOf(id: string): object {
    return this.finished ? { id, object: 'video', status: 'completed', progress: 100 } : { id, object: 'video', status: 'in_progress', progress: 30 };
  }

  private json(res: ServerResponse, body: object): void {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }
}
