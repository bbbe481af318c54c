import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CodeEngine, CodeEvent } from '../src/engines/code/code-engine';
import { EngineError } from '../src/engines/engine-error';
import { LoopbackServer, readBody } from './support/loopback-server';
import { readZipEntries } from './support/read-zip';

export interface StudioEventFrame {
  event: string;
  id: string | null;
  data: unknown;
}

export interface StreamAnswer {
  status: number;
  headers: Headers;
  events: StudioEventFrame[];
  /** The raw body for non-SSE answers. */
  text: string;
}

export interface StudioCaller {
  ip: string;
  session?: string;
  token?: string;
}

export function studioHeaders(caller: StudioCaller): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Forwarded-For': caller.ip,
    ...(caller.session ? { 'X-Session-Id': caller.session } : {}),
    ...(caller.token ? { Authorization: `Bearer ${caller.token}` } : {}),
  };
}

/** Splits a text/event-stream body into its events, data parsed as JSON. */
export function parseEvents(text: string): StudioEventFrame[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      const lines = block.split('\n');
      const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
      const data = field('data');
      return { event: field('event') ?? 'message', id: field('id'), data: data === null ? null : JSON.parse(data) };
    });
}

/** POST /api/build-studio/generate/stream read to the end. */
export async function postStream(baseUrl: string, caller: StudioCaller, body: unknown): Promise<StreamAnswer> {
  const response = await fetch(`${baseUrl}/build-studio/generate/stream`, { method: 'POST', headers: studioHeaders(caller), body: JSON.stringify(body) });
  const text = await response.text();
  const sse = response.headers.get('content-type')?.startsWith('text/event-stream');
  return { status: response.status, headers: response.headers, events: sse ? parseEvents(text) : [], text };
}

/** name → { data, mode } of an archive the studio exported. */
export const readZip = (zip: Buffer): Map<string, { data: Buffer; mode: number }> =>
  new Map(readZipEntries(zip).map((entry) => [entry.name, { data: entry.data, mode: entry.mode }]));

const TEST_ENGINE = { provider: 'local', model: 'test-double', label: 'test engine' } as const;

/** A code engine that answers with fixed events, or fails; remembers what it was asked. */
export class ScriptedCodeEngine implements CodeEngine {
  readonly engine = TEST_ENGINE;
  readonly requests: Parameters<CodeEngine['generate']>[0][] = [];
  rewrites = 0;

  constructor(
    private readonly events: CodeEvent[],
    private readonly options: { failBefore?: boolean; failAfter?: boolean; rewrite?: string } = {},
  ) {}

  async *generate(request: Parameters<CodeEngine['generate']>[0]): AsyncIterable<CodeEvent> {
    this.requests.push(request);
    if (this.options.failBefore) throw new EngineError('provider', 'The provider answered 500: upstream exploded');
    yield* this.events;
    if (this.options.failAfter) throw new EngineError('provider', 'The provider failed mid-answer.');
  }

  async rewriteFile(): Promise<string> {
    this.rewrites += 1;
    if (this.options.rewrite === undefined) throw new EngineError('provider', 'no rewrite');
    return this.options.rewrite;
  }
}

export interface FakeCodeModelRequest {
  authorization?: string;
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: unknown }>;
  response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: unknown } };
}

/**
 * A loopback server speaking the OpenAI chat-completions protocol for the code engine: it streams the
 * JSON answer it is given in pieces cut at awkward places, and answers whole-file rewrite requests.
 * Models: `code` streams `answer`; `code-bad-patch` streams a patch that does not apply, then answers
 * the rewrite with `rewrite`; `fail-500` answers 500; `garbage` streams text that is not JSON.
 */
export class FakeCodeModelServer extends LoopbackServer {
  readonly requests: FakeCodeModelRequest[] = [];
  answer: unknown = { reply: 'ok', operations: [] };
  rewrite = '';

  static async start(): Promise<FakeCodeModelServer> {
    const fake = new FakeCodeModelServer();
    await fake.listen();
    return fake;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = JSON.parse((await readBody(req)).toString()) as FakeCodeModelRequest;
    this.requests.push({ ...request, authorization: req.headers.authorization });
    if (request.model === 'fail-500') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'upstream exploded' } }));
      return;
    }
    if (!request.stream) {
      const content = JSON.stringify({ content: this.rewrite });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
      return;
    }
    const text = request.model === 'garbage' ? 'I cannot answer in JSON, sorry' : JSON.stringify(this.answer);
    const frame = (delta: object) => `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta }] })}\n\n`;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(frame({ role: 'assistant', content: '' }));
    // Pieces of 7 characters: JSON strings, escapes and keys are cut everywhere.
    for (let at = 0; at < text.length; at += 7) {
      res.write(frame({ content: text.slice(at, at + 7) }));
      await new Promise((resolve) => setImmediate(resolve));
    }
    res.end('data: [DONE]\n\n');
  }
}
