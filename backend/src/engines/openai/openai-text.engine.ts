import { EngineError } from '../engine-error';
import type { ChatDelta, ChatMessage, RichChatMessage, RichChatRequest, TextEngine, TextStreamOptions, ToolCallDelta } from '../text-engine';
import { OpenAiModelEngine } from './openai-model-engine';
import { SseDecoder } from './sse-decoder';

interface Completion {
  choices?: Array<{ message?: { content?: unknown } }>;
  error?: { message?: unknown };
}

interface CompletionChunk {
  choices?: Array<{
    index?: unknown;
    delta?: { content?: unknown; tool_calls?: unknown };
    logprobs?: { content?: unknown } | null;
    finish_reason?: unknown;
  }>;
  error?: { message?: unknown };
}

const FINISH_REASONS = new Set(['stop', 'length', 'tool_calls', 'content_filter']);

function parseChunk(data: string): CompletionChunk | typeof STREAM_DONE {
  if (data.trim() === '[DONE]') return STREAM_DONE;
  let chunk: CompletionChunk;
  try {
    chunk = JSON.parse(data) as CompletionChunk;
  } catch (error) {
    throw new EngineError('provider', 'The provider sent a malformed stream.', { cause: error });
  }
  // Some compatible servers report failures inside an already-started stream.
  if (chunk.error) {
    const message = typeof chunk.error.message === 'string' ? chunk.error.message : 'The provider failed mid-answer.';
    throw new EngineError('provider', message.slice(0, 300));
  }
  return chunk;
}

/** A tool-call piece as the provider sent it, kept to OpenAI's documented fields. */
function toolCallDelta(raw: unknown): ToolCallDelta | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const call = raw as { index?: unknown; id?: unknown; type?: unknown; function?: { name?: unknown; arguments?: unknown } };
  if (typeof call.index !== 'number') return null;
  const delta: ToolCallDelta = { index: call.index };
  if (typeof call.id === 'string') delta.id = call.id;
  if (call.type === 'function') delta.type = 'function';
  const fn: NonNullable<ToolCallDelta['function']> = {};
  if (typeof call.function?.name === 'string') fn.name = call.function.name;
  if (typeof call.function?.arguments === 'string') fn.arguments = call.function.arguments;
  if (fn.name !== undefined || fn.arguments !== undefined) delta.function = fn;
  return delta;
}

/** Every choice's piece in one SSE `data` payload, or the end marker. */
export function readChatChunk(data: string): ChatDelta[] | typeof STREAM_DONE {
  const chunk = parseChunk(data);
  if (chunk === STREAM_DONE) return STREAM_DONE;
  return (chunk.choices ?? []).flatMap((choice) => {
    const delta: ChatDelta = { choice: typeof choice.index === 'number' ? choice.index : 0 };
    const content = choice.delta?.content;
    if (typeof content === 'string' && content !== '') delta.content = content;
    const calls = Array.isArray(choice.delta?.tool_calls) ? choice.delta.tool_calls.map(toolCallDelta).filter((call) => call !== null) : [];
    if (calls.length > 0) delta.toolCalls = calls;
    if (Array.isArray(choice.logprobs?.content) && choice.logprobs.content.length > 0) delta.logprobs = choice.logprobs.content;
    if (typeof choice.finish_reason === 'string' && FINISH_REASONS.has(choice.finish_reason)) {
      delta.finishReason = choice.finish_reason as ChatDelta['finishReason'];
    }
    return Object.keys(delta).length > 1 ? [delta] : [];
  });
}

/** A message as OpenAI's API takes it: an assistant's tool calls with `content: null` when it said nothing. */
function toWireMessage(message: RichChatMessage): Record<string, unknown> {
  const wire: Record<string, unknown> = { role: message.role, content: message.content };
  if (message.name !== undefined) wire.name = message.name;
  if (message.tool_call_id !== undefined) wire.tool_call_id = message.tool_call_id;
  if (message.tool_calls?.length) {
    wire.tool_calls = message.tool_calls;
    if (!message.content) wire.content = null;
  }
  return wire;
}

export const STREAM_DONE = Symbol('stream done');

/** One SSE `data` payload: a piece of text, nothing (role-only or empty deltas), or the end marker. */
export function readCompletionChunk(data: string): string | typeof STREAM_DONE | null {
  const chunk = parseChunk(data);
  if (chunk === STREAM_DONE) return STREAM_DONE;
  const content = chunk.choices?.[0]?.delta?.content;
  return typeof content === 'string' && content !== '' ? content : null;
}

/** Chat completions with `stream: true`, read as Server-Sent Events; or in one piece for callers that buffer. */
export class OpenAiTextEngine extends OpenAiModelEngine implements TextEngine {
  /** Chat completions without `stream`: one JSON answer, no event parsing. */
  async complete(messages: ChatMessage[], options: TextStreamOptions = {}): Promise<string> {
    const answer = await this.client.json<Completion>({
      path: '/chat/completions',
      json: { model: this.model, messages },
      signal: options.signal,
    });
    if (answer.error) {
      const message = typeof answer.error.message === 'string' ? answer.error.message : 'The provider failed.';
      throw new EngineError('provider', message.slice(0, 300));
    }
    const content = answer.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new EngineError('provider', 'The provider answered without a message.');
    return content;
  }

  /**
   * The whole OpenAI-compatible request passed through (n, response_format, tools and every other field the
   * caller set), streamed from the provider whatever the caller asked, and read back as deltas per choice:
   * text, tool-call pieces, logprobs entries and finish reasons, exactly as the provider sent them.
   */
  async *chat(request: RichChatRequest, options: TextStreamOptions = {}): AsyncIterable<ChatDelta> {
    const json: Record<string, unknown> = {
      ...request.passThrough,
      model: this.model,
      messages: request.messages.map(toWireMessage),
      stream: true,
    };
    if (request.n !== 1) json.n = request.n;
    if (request.responseFormat) json.response_format = request.responseFormat;
    if (request.tools) json.tools = request.tools;
    for await (const data of this.events(json, options.signal)) {
      const deltas = readChatChunk(data);
      if (deltas === STREAM_DONE) return;
      yield* deltas;
    }
  }

  /** The SSE `data` payloads of a streamed chat completion. */
  private async *events(json: unknown, signal: AbortSignal | undefined): AsyncIterable<string> {
    const body = this.client.stream({ path: '/chat/completions', json, signal });
    const decoder = new TextDecoder();
    const sse = new SseDecoder();
    for await (const bytes of body) yield* sse.push(decoder.decode(bytes, { stream: true }));
    yield* [...sse.push(decoder.decode()), ...sse.end()];
  }

  async *stream(messages: ChatMessage[], options: TextStreamOptions = {}): AsyncIterable<string> {
    for await (const data of this.events({ model: this.model, messages, stream: true }, options.signal)) {
      const piece = readCompletionChunk(data);
      if (piece === STREAM_DONE) return;
      if (piece !== null) yield piece;
    }
  }
}
