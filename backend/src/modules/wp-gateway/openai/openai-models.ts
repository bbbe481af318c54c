import type { Engines } from '../../../engines/create-engines';
import type { EngineDescriptor } from '../../../engines/engine-descriptor';
import type { OpenAiModelDto } from './dto/openai-responses.dto';
import { MODELS_CREATED_AT } from './openai-compat.constants';

export type ModelCapability = 'chat' | 'image';

export interface ServedModel extends OpenAiModelDto {
  capability: ModelCapability;
}

/** Honest: the offline engine is named as such; a provider's model keeps its own id. */
function ownedBy(engine: EngineDescriptor): string {
  return engine.provider === 'local' ? `atelier (${engine.label})` : 'openai-compatible provider';
}

/**
 * The models this process actually serves, from the configured engines: the text engine (vision answers
 * image parts inside a chat) and the image engine. Ids are the engines' own model names.
 */
export function servedModels(engines: Pick<Engines, 'text' | 'image'>): ServedModel[] {
  const sources: Array<{ id: string; capability: ModelCapability; engine: EngineDescriptor }> = [
    { id: engines.text.engine.model, capability: 'chat', engine: engines.text.engine },
    { id: engines.image.engine.model, capability: 'image', engine: engines.image.engine },
  ];
  const models: ServedModel[] = sources.map(({ id, capability, engine }) => ({ id, object: 'model', created: MODELS_CREATED_AT, owned_by: ownedBy(engine), capability }));
  // One provider model may serve both; list it once (its first capability wins the listing, both still work).
  return models.filter((model, index) => models.findIndex((other) => other.id === model.id) === index);
}
