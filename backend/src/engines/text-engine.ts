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
}
