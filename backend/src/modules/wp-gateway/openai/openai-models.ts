import type { Engines } from '../../../engines/create-engines';
import type { EngineDescriptor } from '../../../engines/engine-descriptor';
import type { OpenAiModelDto } from './dto/openai-responses.dto';
import { MODELS_CREATED_AT } from './openai-compat.constants';

export type ModelCapability = 'chat' | 'image' | 'speech' | 'transcription' | 'embeddings';

export interface ServedModel extends OpenAiModelDto {
  capability: ModelCapability;
}

/** Honest: the offline engine is named as such; a provider's model keeps its own id. */
function ownedBy(engine: EngineDescriptor): string {
  return engine.provider === 'local' ? `atelier (${engine.label})` : 'openai-compatible provider';
}

type ModelEngines = Pick<Engines, 'text' | 'image'> & Partial<Pick<Engines, 'speech' | 'transcription' | 'embeddings'>>;

/**
 * The models this process actually serves, from the configured engines: the text engine (vision answers
 * image parts inside a chat), the image engine, the speech engine (offline: espeak-ng), and transcription and
 * embeddings only when a provider serves them (the offline engine has neither). Ids are the engines' own model names.
 */
export function servedModels(engines: ModelEngines): ServedModel[] {
  const sources: Array<{ id: string; capability: ModelCapability; engine: EngineDescriptor }> = [
    { id: engines.text.engine.model, capability: 'chat', engine: engines.text.engine },
    { id: engines.image.engine.model, capability: 'image', engine: engines.image.engine },
  ];
  if (engines.speech) sources.push({ id: engines.speech.engine.model, capability: 'speech', engine: engines.speech.engine });
  for (const capability of ['transcription', 'embeddings'] as const) {
    const engine = engines[capability]?.engine;
    if (engine && engine.provider !== 'local') sources.push({ id: engine.model, capability, engine });
  }
  const models: ServedModel[] = sources.map(({ id, capability, engine }) => ({ id, object: 'model', created: MODELS_CREATED_AT, owned_by: ownedBy(engine), capability }));
  // One provider model may serve both; list it once (its first capability wins the listing, both still work).
  return models.filter((model, index) => models.findIndex((other) => other.id === model.id) === index);
}
