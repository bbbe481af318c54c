import { EngineError } from '../engine-error';
import type { EmbeddingsEngine, EmbeddingsRequest, EmbeddingsResult } from '../embeddings-engine';
import { OpenAiModelEngine } from './openai-model-engine';

interface EmbeddingsAnswer {
  data?: Array<{ index?: unknown; embedding?: unknown }>;
  model?: unknown;
}

const isEmbedding = (value: unknown): value is number[] | string =>
  typeof value === 'string' || (Array.isArray(value) && value.every((entry) => typeof entry === 'number'));

/** `POST /embeddings` of the provider, the vectors returned as it sends them. */
export class OpenAiEmbeddingsEngine extends OpenAiModelEngine implements EmbeddingsEngine {
  async embed(request: EmbeddingsRequest): Promise<EmbeddingsResult> {
    const answer = await this.client.json<EmbeddingsAnswer>({
      path: '/embeddings',
      json: {
        model: this.model,
        input: request.input,
        ...(request.encodingFormat ? { encoding_format: request.encodingFormat } : {}),
        ...(request.dimensions ? { dimensions: request.dimensions } : {}),
      },
      signal: request.signal,
    });
    const data = Array.isArray(answer.data) ? [...answer.data] : [];
    data.sort((a, b) => Number(a.index ?? 0) - Number(b.index ?? 0));
    const embeddings = data.map((entry) => entry.embedding);
    if (embeddings.length !== request.input.length || !embeddings.every(isEmbedding)) {
      throw new EngineError('provider', 'The provider answered without one embedding per input.');
    }
    return { embeddings, model: typeof answer.model === 'string' ? answer.model : this.model };
  }
}
