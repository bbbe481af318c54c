import type { AppConfig, EngineConfig } from '../../config/app-config.interface';
import type { AreaName, ENGINE_CAPABILITIES } from '../../config/config.constants';
import type { EngineDescriptionDto } from './dto/engine-description.dto';
import type { EnginesDto } from './dto/engines.dto';
import type { PublicConfigResponseDto } from './dto/public-config-response.dto';

export const PRODUCT_NAME = 'Atelier';
export const LOCAL_ENGINE_MODEL = 'atelier-local-1';
export const LOCAL_ENGINE_LABEL = 'Offline engine';
export const OPENAI_ENGINE_LABEL = 'OpenAI-compatible';

/** Only names and labels leave the server: never keys, base URLs or anything else from the config. */
export function mapEngine(engine: EngineConfig): EngineDescriptionDto {
  return engine.provider === 'openai'
    ? { provider: 'openai', model: engine.model, label: OPENAI_ENGINE_LABEL }
    : { provider: 'local', model: LOCAL_ENGINE_MODEL, label: LOCAL_ENGINE_LABEL };
}

export function mapPublicConfig(
  config: Pick<AppConfig, 'engines' | 'demoApiKey' | 'previewOrigin'>,
  servedModules: readonly AreaName[],
): PublicConfigResponseDto {
  const engine = (capability: (typeof ENGINE_CAPABILITIES)[number]) => mapEngine(config.engines[capability]);
  const engines: EnginesDto = {
    text: engine('text'),
    image: engine('image'),
    video: engine('video'),
    transcription: engine('transcription'),
    vision: engine('vision'),
    music: engine('music'),
    code: engine('code'),
    speech: engine('speech'),
    embeddings: engine('embeddings'),
  };
  return {
    product: PRODUCT_NAME,
    engines,
    features: {
      signup: true,
      // The academy ships later; the frontend shows it as coming soon until then.
      academy: false,
      // The offline engine cannot transcribe (ARCHITECTURE.md §12).
      transcription: config.engines.transcription.provider !== 'local',
    },
    demoApiKey: config.demoApiKey,
    modules: [...servedModules],
    previewOrigin: config.previewOrigin ?? null,
  };
}
