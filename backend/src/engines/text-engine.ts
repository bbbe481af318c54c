import type { EngineDescriptor } from './engine-descriptor';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface TextStreamOptions {
  signal?: AbortSignal;
}

/** A function call an assistant asked for, as OpenAI's Chat Completions carry it. */
export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/**
 * One message of an OpenAI-style conversation: besides ChatMessage's roles, `tool` results (with the call's
 * id) and assistant messages that carry `tool_calls` (their content may be empty).
 */
export interface RichChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
  name?: string;
  tool_calls?: ChatToolCall[];
  tool_call_id?: string;
}

/** JSON Schema as a caller sends it in `response_format.json_schema.schema` or a tool's `parameters`. */
export type JsonSchema = Record<string, unknown>;

/**
 * A Chat Completions request as the gateway hands it to an engine: the conversation, how many choices, the
 * output format and tools, and `passThrough` — every other documented field the caller set (sampling,
 * logprobs, tool_choice…), which a provider receives as sent and the offline engine ignores.
 */
export interface RichChatRequest {
  messages: RichChatMessage[];
  n: number;
  responseFormat?: { type: 'text' } | { type: 'json_object' } | { type: 'json_schema'; json_schema: { name: string; schema?: JsonSchema; strict?: boolean | null; description?: string } };
  tools?: Array<{ type: 'function'; function: { name: string; description?: string; parameters?: JsonSchema; strict?: boolean | null } }>;
  passThrough: Record<string, unknown>;
}

/** A piece of a tool call for one choice, as OpenAI streams them: the id and name first, then argument pieces. */
export interface ToolCallDelta {
  index: number;
  id?: string;
  type?: 'function';
  function?: { name?: string; arguments?: string };
}

/** One piece of one choice: text, tool-call pieces, logprobs entries, or its finish reason. */
export interface ChatDelta {
  choice: number;
  content?: string;
  toolCalls?: ToolCallDelta[];
  /** OpenAI's `logprobs.content` entries for this piece (a provider's, passed on as they are). */
  logprobs?: unknown[];
  finishReason?: 'stop' | 'length' | 'tool_calls' | 'content_filter';
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
  /**
   * The OpenAI-compatible gateway's call: the whole Chat Completions request (n choices, response_format,
   * tools…) answered as deltas per choice. Optional: without it, the gateway streams `stream` as one choice.
   */
  chat?(request: RichChatRequest, options?: TextStreamOptions): AsyncIterable<ChatDelta>;
}
