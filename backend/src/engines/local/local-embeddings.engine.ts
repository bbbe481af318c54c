import { EngineError } from '../engine-error';
import type { EmbeddingsEngine, EmbeddingsResult } from '../embeddings-engine';
import { LOCAL_ENGINES } from './local-engine-descriptors';

export const OFFLINE_EMBEDDINGS_UNAVAILABLE =
  'Embeddings need a provider: set ENGINE_EMBEDDINGS=openai with OPENAI_BASE_URL and OPENAI_API_KEY (the offline engine has no embedding model).';

/** There is no offline embedding model; made-up vectors would silently break search, so say so. */
export class LocalEmbeddingsEngine implements EmbeddingsEngine {
  readonly engine = LOCAL_ENGINES.embeddings;

  async embed(): Promise<EmbeddingsResult> {
    throw new EngineError('unavailable', OFFLINE_EMBEDDINGS_UNAVAILABLE);
  }
}
