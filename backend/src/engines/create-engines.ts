import type { CodeEngine } from './code/code-engine';
import type { EmbeddingsEngine } from './embeddings-engine';
import type { EngineChoice, EnginesConfig } from './engines-config';
import type { ImageEngine } from './image-engine';
import { LocalCodeEngine } from './local/code/local-code.engine';
import { LocalEmbeddingsEngine } from './local/local-embeddings.engine';
import { LocalImageEngine } from './local/local-image.engine';
import { LocalSpeechEngine } from './local/local-speech.engine';
import { LocalTextEngine } from './local/local-text.engine';
import { LocalTranscriptionEngine } from './local/local-transcription.engine';
import { LocalVideoEngine } from './local/local-video.engine';
import { LocalVisionEngine } from './local/local-vision.engine';
import { OpenAiClient } from './openai/openai-client';
import { OpenAiCodeEngine } from './openai/openai-code.engine';
import { OpenAiEmbeddingsEngine } from './openai/openai-embeddings.engine';
import { OpenAiImageEngine } from './openai/openai-image.engine';
import { OpenAiSpeechEngine } from './openai/openai-speech.engine';
import { DEFAULT_OPENAI_MODELS, type OpenAiSettings } from './openai/openai-settings';
import { OpenAiTextEngine } from './openai/openai-text.engine';
import { OpenAiTranscriptionEngine } from './openai/openai-transcription.engine';
import { OpenAiVideoEngine } from './openai/openai-video.engine';
import { OpenAiVisionEngine } from './openai/openai-vision.engine';
import type { SpeechEngine } from './speech-engine';
import type { TextEngine } from './text-engine';
import type { TranscriptionEngine } from './transcription-engine';
import type { VideoEngine } from './video-engine';
import type { VisionEngine } from './vision-engine';

export interface Engines {
  text: TextEngine;
  image: ImageEngine;
  video: VideoEngine;
  transcription: TranscriptionEngine;
  vision: VisionEngine;
  /** Build Studio: file operations for a project. */
  code: CodeEngine;
  /** OpenAI-compatible /audio/speech (offline: espeak-ng). */
  speech: SpeechEngine;
  /** OpenAI-compatible /embeddings (offline: none). */
  embeddings: EmbeddingsEngine;
}

function requireOpenAi(config: EnginesConfig): OpenAiSettings {
  if (!config.openai?.baseUrl) {
    throw new Error('An engine is set to "openai" but no OpenAI-compatible base URL is configured.');
  }
  return config.openai;
}

/** The five engines, each from the provider its capability is configured for. */
export function createEngines(config: EnginesConfig): Engines {
  const usesOpenAi = [config.text, config.image, config.video, config.transcription, config.vision, config.code, config.speech, config.embeddings].includes('openai');
  const openai = usesOpenAi ? requireOpenAi(config) : undefined;
  const client = openai ? new OpenAiClient(openai) : undefined;
  const models = { ...DEFAULT_OPENAI_MODELS, ...openai?.models };
  const remote = <T>(choice: EngineChoice, make: (c: OpenAiClient) => T, local: () => T): T =>
    choice === 'openai' && client ? make(client) : local();

  return {
    text: remote<TextEngine>(config.text, (c) => new OpenAiTextEngine(c, models.text), () => new LocalTextEngine()),
    image: remote<ImageEngine>(config.image, (c) => new OpenAiImageEngine(c, models.image), () => new LocalImageEngine()),
    video: remote<VideoEngine>(
      config.video,
      (c) =>
        new OpenAiVideoEngine(c, models.video, {
          pollIntervalMs: openai?.videoPollIntervalMs ?? 2_000,
          timeoutMs: openai?.videoTimeoutMs ?? 600_000,
        }, config.local?.tempDir),
      () => new LocalVideoEngine(config.local),
    ),
    transcription: remote<TranscriptionEngine>(
      config.transcription,
      (c) => new OpenAiTranscriptionEngine(c, models.transcription),
      () => new LocalTranscriptionEngine(),
    ),
    vision: remote<VisionEngine>(config.vision, (c) => new OpenAiVisionEngine(c, models.vision), () => new LocalVisionEngine()),
    code: remote<CodeEngine>(config.code ?? 'local', (c) => new OpenAiCodeEngine(c, models.code), () => new LocalCodeEngine()),
    speech: remote<SpeechEngine>(config.speech ?? 'local', (c) => new OpenAiSpeechEngine(c, models.speech), () => new LocalSpeechEngine()),
    embeddings: remote<EmbeddingsEngine>(
      config.embeddings ?? 'local',
      (c) => new OpenAiEmbeddingsEngine(c, models.embeddings),
      () => new LocalEmbeddingsEngine(),
    ),
  };
}
