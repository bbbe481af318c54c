import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer, readBody } from '../support/loopback-server';

export const SCRIPTED_KEY = 'sk-scripted-clients';
export const SCRIPTED_MODEL = 'gpt-scripted';
export const SCRIPTED_TEXT = 'Lighthouses guide ships home at night.';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
};

interface ChatMessage {
  role: string;
  content?: unknown;
  tool_call_id?: string;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  n?: number;
  tools?: Array<{ type: 'function'; function: { name: string; parameters?: JsonSchema } }>;
  response_format?: { type: string; json_schema?: { name: string; schema?: JsonSchema } };
}

interface Reply {
  content: string | null;
  toolCall?: { id: string; name: string; arguments: string };
  finish: 'stop' | 'tool_calls';
}

/**
 * An OpenAI-compatible upstream that does what the request asks, as a real model would, so clients nobody here
 * wrote can be driven through Atelier end to end: with `tools` it calls the first tool (arguments built from the
 * tool's JSON Schema, strings as `sample-<property>`); once a `tool` message answers, it gives a final answer that
 * quotes the tool's result; with a `json_schema` response format it answers an object valid against that schema.
 * Streams split text and tool-call arguments over several chunks (as providers do) and end with usage when asked.
 */
export class ScriptedModelServer extends LoopbackServer {
  readonly requests: ChatRequest[] = [];

  static async start(): Promise<ScriptedModelServer> {
    const server = new ScriptedModelServer();
    await server.listen();
    return server;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    if (req.headers.authorization !== `Bearer ${SCRIPTED_KEY}`) return json(res, 401, { error: { message: 'Incorrect API key provided' } });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return json(res, 404, { error: { message: `no route ${req.method} ${req.url}` } });
    const request = JSON.parse(body.toString()) as ChatRequest;
    this.requests.push(request);
    const reply = replyTo(request);
    const choices = Array.from({ length: request.n ?? 1 }, (_, index) => index);
    const usage = { prompt_tokens: JSON.stringify(request.messages).length >> 2, completion_tokens: (reply.content ?? reply.toolCall?.arguments ?? '').length >> 2 };
    const fullUsage = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
    const head = { id: 'chatcmpl-scripted', created: 1_700_000_000, model: request.model };

    if (!request.stream) {
      const message = {
        role: 'assistant',
        content: reply.content,
        ...(reply.toolCall && { tool_calls: [{ id: reply.toolCall.id, type: 'function', function: { name: reply.toolCall.name, arguments: reply.toolCall.arguments } }] }),
      };
      return json(res, 200, { ...head, object: 'chat.completion', choices: choices.map((index) => ({ index, message, finish_reason: reply.finish, logprobs: null })), usage: fullUsage });
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (index: number, delta: object, finish: string | null = null) =>
      send(res, { ...head, object: 'chat.completion.chunk', choices: [{ index, delta, finish_reason: finish }] });
    for (const index of choices) {
      chunk(index, { role: 'assistant', content: reply.toolCall ? null : '' });
      if (reply.toolCall) {
        const { id, name, arguments: args } = reply.toolCall;
        chunk(index, { tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: '' } }] });
        for (const piece of thirds(args)) chunk(index, { tool_calls: [{ index: 0, function: { arguments: piece } }] });
      } else {
        for (const piece of thirds(reply.content ?? '')) chunk(index, { content: piece });
      }
      chunk(index, {}, reply.finish);
    }
    if (request.stream_options?.include_usage) send(res, { ...head, object: 'chat.completion.chunk', choices: [], usage: fullUsage });
    res.end('data: [DONE]\n\n');
  }
}

function replyTo(request: ChatRequest): Reply {
  const last = request.messages[request.messages.length - 1];
  if (last?.role === 'tool') return { content: `The tool answered: ${textOf(last.content)}`, finish: 'stop' };
  const tool = request.tools?.[0]?.function;
  if (tool) {
    const args = JSON.stringify(sample(tool.parameters ?? { type: 'object', properties: {} }, tool.parameters ?? {}, ''));
    return { content: null, toolCall: { id: 'call_scripted_1', name: tool.name, arguments: args }, finish: 'tool_calls' };
  }
  const format = request.response_format;
  if (format?.type === 'json_schema' && format.json_schema?.schema) {
    const schema = format.json_schema.schema;
    return { content: JSON.stringify(sample(schema, schema, '')), finish: 'stop' };
  }
  if (format?.type === 'json_object') return { content: JSON.stringify({ answer: SCRIPTED_TEXT }), finish: 'stop' };
  return { content: SCRIPTED_TEXT, finish: 'stop' };
}

/** A value valid against `schema` (the subset structured-output schemas use: objects, arrays, enums, refs). */
function sample(schema: JsonSchema, root: JsonSchema, name: string): unknown {
  if (schema.$ref) {
    const key = schema.$ref.split('/').pop() ?? '';
    return sample((root.$defs ?? root.definitions ?? {})[key] ?? {}, root, name);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0], root, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, root, key)]));
    case 'array':
      return [sample(schema.items ?? {}, root, name)];
    case 'integer':
    case 'number':
      return 3;
    case 'boolean':
      return true;
    default:
      return `sample-${name}`;
  }
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part: { text?: string }) => part.text ?? '').join('');
  return '';
}

function thirds(text: string): string[] {
  const size = Math.ceil(text.length / 3) || 1;
  return [text.slice(0, size), text.slice(size, 2 * size), text.slice(2 * size)].filter(Boolean);
}

function send(res: ServerResponse, event: object): void {
  res.write(`data: ${JSON.stringify(event)}\n\n`);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': bytes.length });
  res.end(bytes);
}
