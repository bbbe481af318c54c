import type { EngineDescriptor } from '../engine-descriptor';

export const openAiDescriptor = (model: string): EngineDescriptor => ({ provider: 'openai', model, label: model });
