import type { EngineDescriptor } from './engine-descriptor';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface TextStreamOptions {
  signal?: AbortSignal;
}

export interface TextEngine {
  readonly engine: EngineDescriptor;
  /** Pieces of the reply as they are produced; ends early (throwing the abort reason) when `signal` aborts. */
  stream(messages: ChatMessage[], options?: TextStreamOptions): AsyncIterable<string>;
  /**
   * The whole reply in one non-streamed call, for callers that buffer it anyway (the metered gateway): one
   * JSON answer costs the provider client far less than a stream of events. Optional: without it, callers
   * collect `stream`.
   */
  complete?(messages: ChatMessage[], options?: TextStreamOptions): Promise<string>;
}
