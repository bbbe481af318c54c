import type { ChatDelta, ChatMessage, RichChatMessage, RichChatRequest, TextEngine, TextStreamOptions } from '../text-engine';
import { throwIfAborted, yieldToEventLoop } from '../shared/abort';
import { instanceOfSchema } from './json-schema-instance';
import { LOCAL_ENGINES } from './local-engine-descriptors';
import { composeReply } from './reply-composer';

/** In the first free string of `json_schema` output: the content says it is offline without breaking the schema. */
export const OFFLINE_JSON_LABEL = 'Offline engine: no AI model is connected; this JSON only fits the requested schema.';

/** Said first whenever tools are offered: the offline engine never pretends to call one. */
export const offlineToolsNotice = (names: readonly string[]): string =>
  `The offline engine calls no tools, so ${names.length === 1 ? `${names[0]} was not called` : `none of ${names.join(', ')} was called`}. `;

/** Offline chat: a templated reply streamed word by word, each word keeping the whitespace after it. */
export class LocalTextEngine implements TextEngine {
  readonly engine = LOCAL_ENGINES.text;

  async *stream(messages: ChatMessage[], options: TextStreamOptions = {}): AsyncIterable<string> {
    yield* this.words(composeReply(messages), options);
  }

  /**
   * The OpenAI-compatible request, honoured as far as an engine without a model can: `n` choices (each
   * numbered when there are several), `json_object` as a JSON object carrying the reply, `json_schema` as
   * JSON valid against the schema (its first free string says it is offline), tools offered but never called
   * (the reply says so; finish_reason `stop`). Sampling fields and logprobs change nothing here.
   */
  async *chat(request: RichChatRequest, options: TextStreamOptions = {}): AsyncIterable<ChatDelta> {
    const messages = request.messages.flatMap(toPlainMessage);
    for (let choice = 0; choice < request.n; choice += 1) {
      for await (const content of this.words(this.choiceText(request, messages, choice), options)) yield { choice, content };
      yield { choice, finishReason: 'stop' };
    }
  }

  private choiceText(request: RichChatRequest, messages: ChatMessage[], choice: number): string {
    const format = request.responseFormat;
    if (format?.type === 'json_schema' && format.json_schema.schema) {
      return JSON.stringify(instanceOfSchema(format.json_schema.schema, { label: OFFLINE_JSON_LABEL, variant: choice }));
    }
    const tools = request.tools?.length ? offlineToolsNotice(request.tools.map((tool) => tool.function.name)) : '';
    const numbered = request.n > 1 ? `Choice ${choice + 1} of ${request.n}. ` : '';
    const reply = `${numbered}${tools}${composeReply(messages)}`;
    if (format?.type === 'json_object' || format?.type === 'json_schema') {
      return JSON.stringify({ offline: true, engine: this.engine.model, reply });
    }
    return reply;
  }

  private async *words(text: string, options: TextStreamOptions): AsyncIterable<string> {
    const pieces = text.match(/\s*\S+\s*/g) ?? [];
    for (const piece of pieces) {
      throwIfAborted(options.signal);
      // A real turn of the event loop, so consumers see a stream, not one burst.
      await yieldToEventLoop();
      throwIfAborted(options.signal);
      yield piece;
    }
  }
}

/** What the reply composer reads: tool results and calls are not conversation it can answer. */
function toPlainMessage(message: RichChatMessage): ChatMessage[] {
  if (message.role === 'tool') return [];
  if (message.role === 'assistant' && !message.content) return [];
  return [{ role: message.role, content: message.content }];
}
