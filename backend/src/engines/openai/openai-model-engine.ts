import type { EngineDescriptor } from '../engine-descriptor';
import type { OpenAiClient } from './openai-client';
import { openAiDescriptor } from './openai-descriptor';

/** An engine served by one model of an OpenAI-compatible server: its answers are labelled with the model. */
export abstract class OpenAiModelEngine {
  readonly engine: EngineDescriptor;

  constructor(
    protected readonly client: OpenAiClient,
    protected readonly model: string,
  ) {
    this.engine = openAiDescriptor(model);
  }
}
