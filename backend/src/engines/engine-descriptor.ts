export type EngineProvider = 'local' | 'openai';

/** Names the engine behind an answer, so the API and UI can say e.g. "offline engine". */
export interface EngineDescriptor {
  provider: EngineProvider;
  model: string;
  label: string;
}
