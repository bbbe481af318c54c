import type { CodeEngine, CodeEvent, CodeGenerateOptions, CodeRequest } from '../code/code-engine';
import { buildMessages, rewriteMessages } from '../code/code-prompt';
import { JsonStreamError } from '../code/json-stream-reader';
import { OPERATIONS_SCHEMA, OperationsParser } from '../code/operations-parser';
import { EngineError } from '../engine-error';
import { OpenAiModelEngine } from './openai-model-engine';
import { STREAM_DONE, readCompletionChunk } from './openai-text.engine';
import { SseDecoder } from './sse-decoder';

const WHOLE_FILE_SCHEMA = {
  type: 'object',
  properties: { content: { type: 'string' } },
  required: ['content'],
  additionalProperties: false,
} as const;

interface Completion {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/**
 * Code through any OpenAI-compatible chat completions endpoint: the model is asked for the studio's
 * operations as structured output (a strict JSON schema) and its streamed JSON is read as it arrives,
 * so files fill in while the model writes them.
 */
export class OpenAiCodeEngine extends OpenAiModelEngine implements CodeEngine {
  async *generate(request: CodeRequest, options: CodeGenerateOptions = {}): AsyncIterable<CodeEvent> {
    const body = this.client.stream({
      path: '/chat/completions',
      json: {
        model: this.model,
        stream: true,
        messages: buildMessages(request),
        response_format: { type: 'json_schema', json_schema: { name: 'studio_operations', strict: true, schema: OPERATIONS_SCHEMA } },
      },
      signal: options.signal,
    });
    const parser = new OperationsParser();
    const decoder = new TextDecoder();
    const sse = new SseDecoder();
    const read = (data: string): CodeEvent[] | typeof STREAM_DONE => {
      const piece = readCompletionChunk(data);
      if (piece === STREAM_DONE) return STREAM_DONE;
      return piece === null ? [] : guard(() => parser.push(piece));
    };
    let finished = false;
    for await (const bytes of body) {
      for (const data of sse.push(decoder.decode(bytes, { stream: true }))) {
        const events = read(data);
        if (events === STREAM_DONE) {
          finished = true;
          break;
        }
        yield* events;
      }
      if (finished) break;
    }
    if (!finished) {
      for (const data of [...sse.push(decoder.decode()), ...sse.end()]) {
        const events = read(data);
        if (events === STREAM_DONE) break;
        yield* events;
      }
    }
    yield* guard(() => parser.end());
  }

  async rewriteFile(request: CodeRequest, path: string, failedDiff: string, options: CodeGenerateOptions = {}): Promise<string> {
    const answer = await this.client.json<Completion>({
      path: '/chat/completions',
      json: {
        model: this.model,
        messages: rewriteMessages(request, path, failedDiff),
        response_format: { type: 'json_schema', json_schema: { name: 'whole_file', strict: true, schema: WHOLE_FILE_SCHEMA } },
      },
      signal: options.signal,
    });
    const content = answer.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new EngineError('provider', 'The model sent no file content.');
    const parsed = guard(() => JSON.parse(content.slice(content.indexOf('{'))) as { content?: unknown });
    if (typeof parsed.content !== 'string') throw new EngineError('provider', 'The model sent no file content.');
    return parsed.content;
  }
}

/** A model answer that is not the JSON asked for is the provider's failure, with a message users can read. */
function guard<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof JsonStreamError || error instanceof SyntaxError) {
      throw new EngineError('provider', `The model's answer was not valid JSON: ${error.message}`, { cause: error });
    }
    throw error;
  }
}
