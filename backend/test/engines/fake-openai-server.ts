import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer, readBody } from '../support/loopback-server';
import { fakeChoices, fakeChunks, fakeCompletion } from './fake-openai-chat';
import { fakeAudioAnswer } from './fake-openai-audio-routes';

export const FAKE_API_KEY = 'sk-test-0123456789';
export { STREAMED_PIECES } from './fake-openai-chat';
export const FAKE_TRANSCRIPT = 'a voice note about lighthouses';
export const FAKE_VISION_ANSWER = 'A solid red rectangle.';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  contentType?: string;
  body: Buffer;
}

export interface FakeOpenAiOptions {
  /** PNG bytes the image endpoint hands out. */
  png: Buffer;
  /** MP4 bytes the video content endpoint hands out. */
  mp4: Buffer;
}

/**
 * A loopback server that speaks the OpenAI protocol. The requested model picks the behaviour:
 * `hang` never answers, `stall` stops mid-stream, `fail-500` answers 500, `fail-video` fails the job.
 * Chat completions follow fake-openai-chat.ts (tools, tool results, json_schema, logprobs, n); a non-streamed
 * request whose first message has an image part is the vision call and answers FAKE_VISION_ANSWER.
 */
export class FakeOpenAiServer extends LoopbackServer {
  readonly requests: RecordedRequest[] = [];
  private readonly videoPolls = new Map<string, number>();
  private nextVideo = 1;

  private constructor(private readonly options: FakeOpenAiOptions) {
    super();
  }

  static async start(options: FakeOpenAiOptions): Promise<FakeOpenAiServer> {
    const fake = new FakeOpenAiServer(options);
    await fake.listen();
    return fake;
  }

  protected handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    return this.route(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `fake server bug: ${String(error)}` } }));
    });
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const path = (req.url ?? '').replace(/^\/v1/, '');
    this.requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    });

    if (path === '/files/picture.png') return this.send(res, 200, this.options.png, 'image/png');
    if (req.headers.authorization !== `Bearer ${FAKE_API_KEY}`) {
      const shown = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      return this.sendJson(res, 401, { error: { message: `Incorrect API key provided: ${shown}`, type: 'invalid_request_error' } });
    }

    // Speech, embeddings and transcription formats live in their own file (fake-openai-audio-routes.ts).
    const audio = await fakeAudioAnswer(req, path, body);
    if (audio) return this.send(res, audio.status, audio.body, audio.contentType);
    if (req.method === 'POST' && path === '/chat/completions') return this.chat(JSON.parse(body.toString()), res);
    if (req.method === 'POST' && path === '/images/generations') return this.image(JSON.parse(body.toString()), res);
    if (req.method === 'POST' && path === '/audio/transcriptions') return this.transcription(req, body, res);
    if (req.method === 'POST' && path === '/videos') return this.createVideo(JSON.parse(body.toString()), res);
    const video = /^\/videos\/([^/]+)(\/content)?$/.exec(path);
    if (req.method === 'GET' && video) return this.video(video[1], Boolean(video[2]), res);
    return this.sendJson(res, 404, { error: { message: `no route ${req.method} ${path}` } });
  }

  private async chat(request: Parameters<typeof fakeChoices>[0] & { model: string; stream?: boolean }, res: ServerResponse) {
    if (request.model === 'hang') return; // never answers
    if (request.model === 'fail-500') return this.sendJson(res, 500, { error: { message: 'upstream exploded' } });
    if (!request.stream && Array.isArray(request.messages[0]?.content)) {
      const parts = request.messages[0].content as Array<{ type: string; image_url?: { url: string } }>;
      const image = parts.find((part) => part.type === 'image_url')?.image_url?.url ?? '';
      if (!image.startsWith('data:image/png;base64,')) return this.sendJson(res, 400, { error: { message: 'no image' } });
      return this.sendJson(res, 200, { choices: [{ index: 0, message: { role: 'assistant', content: FAKE_VISION_ANSWER } }] });
    }
    const choices = fakeChoices(request);
    if (!request.stream) return this.sendJson(res, 200, fakeCompletion(request, choices));
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const event = (delta: object) =>
      `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta }] })}\n\n`;
    const wire = fakeChunks(request, choices);
    if (request.model === 'stall') {
      res.write(event({ content: 'partial' }));
      return; // keeps the connection open without another byte
    }
    // Cut the wire at awkward places (mid-line, mid-UTF-8 character) as a real network may.
    const bytes = Buffer.from(`: keep-alive\n\n${wire}data: [DONE]\n\n`);
    const cuts = [7, 31, 64, 90, 111, 150, bytes.indexOf('ö') + 1, bytes.length - 3];
    let from = 0;
    for (const cut of [...cuts.filter((c) => c > 0 && c < bytes.length).sort((a, b) => a - b), bytes.length]) {
      res.write(bytes.subarray(from, cut));
      from = cut;
      // Separate writes in time, so the client really reads them as separate chunks.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    res.end();
  }

  private image(request: { prompt: string; size: string; model: string }, res: ServerResponse) {
    if (request.model === 'fail-500') return this.sendJson(res, 500, {});
    const item = request.prompt.includes('by url')
      ? { url: `${this.baseUrl}/files/picture.png` }
      : { b64_json: this.options.png.toString('base64') };
    return this.sendJson(res, 200, { created: 1, data: [item] });
  }

  private async transcription(req: IncomingMessage, body: Buffer, res: ServerResponse) {
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body,
    }).formData();
    const file = form.get('file');
    if (!(file instanceof Blob) || typeof form.get('model') !== 'string') {
      return this.sendJson(res, 400, { error: { message: 'file and model are required' } });
    }
    return this.sendJson(res, 200, { text: `${FAKE_TRANSCRIPT} (${file.size} bytes, ${(file as File).name})` });
  }

  private createVideo(request: { model: string; prompt: string; seconds: string; size: string }, res: ServerResponse) {
    const id = `video_${this.nextVideo++}${request.model === 'fail-video' ? '_fail' : ''}`;
    this.videoPolls.set(id, 0);
    return this.sendJson(res, 200, { id, object: 'video', status: 'queued', progress: 0, seconds: request.seconds, size: request.size });
  }

  private video(id: string, content: boolean, res: ServerResponse) {
    if (!this.videoPolls.has(id)) return this.sendJson(res, 404, { error: { message: 'Video not found' } });
    if (content) return this.send(res, 200, this.options.mp4, 'video/mp4');
    const polls = this.videoPolls.get(id)! + 1;
    this.videoPolls.set(id, polls);
    if (id.endsWith('_fail')) {
      return this.sendJson(res, 200, { id, status: 'failed', error: { code: 'moderation', message: 'The prompt was blocked.' } });
    }
    const status = polls < 2 ? { status: 'in_progress', progress: 50 } : { status: 'completed', progress: 100 };
    return this.sendJson(res, 200, { id, object: 'video', ...status });
  }

  private sendJson(res: ServerResponse, status: number, body: unknown) {
    this.send(res, status, Buffer.from(JSON.stringify(body)), 'application/json');
  }

  private send(res: ServerResponse, status: number, body: Buffer, contentType: string) {
    res.writeHead(status, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  }
}
