import type { LocalVideoSettings } from './local/local-video.engine';
import type { OpenAiSettings } from './openai/openai-settings';

export type EngineChoice = 'local' | 'openai';

/** Plain settings the app config maps onto; which provider serves each capability. */
export interface EnginesConfig {
  text: EngineChoice;
  image: EngineChoice;
  video: EngineChoice;
  transcription: EngineChoice;
  vision: EngineChoice;
  /** Build Studio's code engine; local when unset. */
  code?: EngineChoice;
  /** OpenAI-compatible /audio/speech; local (espeak-ng) when unset. */
  speech?: EngineChoice;
  /** OpenAI-compatible /embeddings; local (none: a clear 503) when unset. */
  embeddings?: EngineChoice;
  /** Required when any capability is `openai`. */
  openai?: OpenAiSettings;
  local?: LocalVideoSettings;
}
