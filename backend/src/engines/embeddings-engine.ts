import type { EngineDescriptor } from './engine-descriptor';

export interface EmbeddingsRequest {
  /** Texts, or token arrays as OpenAI's API takes them. */
  input: string[] | number[][];
  encodingFormat?: 'float' | 'base64';
  dimensions?: number;
  signal?: AbortSignal;
}

export interface EmbeddingsResult {
  /** One per input, in order: floats, or base64 of little-endian float32 when asked. */
  embeddings: Array<number[] | string>;
  /** The provider's own model name for the answer. */
  model: string;
}

export interface EmbeddingsEngine {
  readonly engine: EngineDescriptor;
  embed(request: EmbeddingsRequest): Promise<EmbeddingsResult>;
}
