import type { ChatMessage, TextEngine, TextStreamOptions } from '../text-engine';
import { throwIfAborted, yieldToEventLoop } from '../shared/abort';
import { LOCAL_ENGINES } from './local-engine-descriptors';
import { composeReply } from './reply-composer';

/** Offline chat: a templated reply streamed word by word, each word keeping the whitespace after it. */
export class LocalTextEngine implements TextEngine {
  readonly engine = LOCAL_ENGINES.text;

  async *stream(messages: ChatMessage[], options: TextStreamOptions = {}): AsyncIterable<string> {
    const pieces = composeReply(messages).match(/\s*\S+\s*/g) ?? [];
    for (const piece of pieces) {
      throwIfAborted(options.signal);
      // A real turn of the event loop, so consumers see a stream, not one burst.
      await yieldToEventLoop();
      throwIfAborted(options.signal);
      yield piece;
    }
  }
}
