export type EngineProvider = 'local' | 'openai';

/** Names the engine behind an answer, so the API and UI can say e.g. "offline engine". */
export interface EngineDescriptor {
  provider: EngineProvider;
  model: string;
  label: string;
}

/** The X-Engine header, e.g. `local/atelier-templates (offline engine)`: the UI shows which engine answered. */
export function engineHeader(engine: EngineDescriptor): string {
  return `${engine.provider}/${engine.model} (${engine.label})`;
}
