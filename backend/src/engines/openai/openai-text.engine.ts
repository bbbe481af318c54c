import { EngineError } from '../engine-error';
import type { ChatMessage, TextEngine, TextStreamOptions } from '../text-engine';
import { OpenAiModelEngine } from './openai-model-engine';
import { SseDecoder } from './sse-decoder';

interface Completion {
  choices?: Array<{ message?: { content?: unknown } }>;
  error?: { message?: unknown };
}

interface CompletionChunk {
  choices?: Array<{ delta?: { content?: unknown } }>;
  error?: { message?: unknown };
}

export const STREAM_DONE = Symbol('stream done');

/** One SSE `data` payload: a piece of text, nothing (role-only or empty deltas), or the end marker. */
export function readCompletionChunk(data: string): string | typeof STREAM_DONE | null {
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

  async *stream(messages: ChatMessage[], options: TextStreamOptions = {}): AsyncIterable<string> {
    const body = this.client.stream({
      path: '/chat/completions',
      json: { model: this.model, messages, stream: true },
      signal: options.signal,
    });
    const decoder = new TextDecoder();
    const sse = new SseDecoder();
    for await (const bytes of body) {
      for (const data of sse.push(decoder.decode(bytes, { stream: true }))) {
        const piece = readCompletionChunk(data);
        if (piece === STREAM_DONE) return;
        if (piece !== null) yield piece;
      }
    }
    for (const data of [...sse.push(decoder.decode()), ...sse.end()]) {
      const piece = readCompletionChunk(data);
      if (piece === STREAM_DONE) return;
      if (piece !== null) yield piece;
    }
  }
}
