import { tmpdir } from 'node:os';
import { Inject, Logger, Module, OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.interface';
import { APP_CONFIG } from '../config/app-config.tokens';
import { Engines, createEngines } from './create-engines';
import type { EngineChoice, EnginesConfig } from './engines-config';
import { describeFfmpeg, ffmpegLabel } from './local/find-ffmpeg';
import { sweepStaleVideoWorkFolders } from './shared/video-work-folder';

/** Injection token for the `Engines` of this process. */
export const ENGINES = Symbol('ENGINES');

/** Maps the validated ENGINE_* / OPENAI_* settings onto the engine layer's own config. */
export function enginesConfigFrom(config: AppConfig): EnginesConfig {
  const choice = (capability: keyof Omit<EnginesConfig, 'openai' | 'local' | 'code' | 'speech' | 'embeddings'>): EngineChoice =>
    config.engines[capability].provider;
  const modelOf = (capability: keyof AppConfig['engines']) => {
    const engine = config.engines[capability] as AppConfig['engines'][typeof capability] | undefined;
    return engine?.provider === 'openai' ? engine.model : undefined;
  };
  const models = Object.fromEntries(
    (['text', 'image', 'video', 'transcription', 'vision', 'code', 'speech', 'embeddings'] as const)
      .map((capability) => [capability, modelOf(capability)])
      .filter(([, model]) => model !== undefined),
  );
  return {
    text: choice('text'),
    image: choice('image'),
    video: choice('video'),
    transcription: choice('transcription'),
    vision: choice('vision'),
    code: (config.engines.code as AppConfig['engines']['code'] | undefined)?.provider,
    speech: (config.engines.speech as AppConfig['engines']['speech'] | undefined)?.provider,
    embeddings: (config.engines.embeddings as AppConfig['engines']['embeddings'] | undefined)?.provider,
    openai: { baseUrl: config.openai.baseUrl, apiKey: config.openai.apiKey, models },
  };
}

/**
 * The AI engines, built once per process from the config. Areas read `engines.text` etc. at call time,
 * which also lets integration tests swap in a fake engine on the running app.
 */
@Module({
  providers: [{ provide: ENGINES, inject: [APP_CONFIG], useFactory: (config: AppConfig): Engines => createEngines(enginesConfigFrom(config)) }],
  exports: [ENGINES],
})
export class EnginesModule implements OnModuleInit {
  private readonly logger = new Logger(EnginesModule.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Says which ffmpeg renders (probing it before the first render) and removes work folders of dead processes. */
  async onModuleInit(): Promise<void> {
    const [ffmpeg, swept] = await Promise.allSettled([
      describeFfmpeg(),
      sweepStaleVideoWorkFolders(enginesConfigFrom(this.config).local?.tempDir ?? tmpdir()),
    ]);
    if (ffmpeg.status === 'fulfilled') this.logger.log(`ffmpeg: ${ffmpegLabel(ffmpeg.value)}`);
    else this.logger.warn(`ffmpeg: none runs, so offline video and MP3 encoding will fail: ${String(ffmpeg.reason)}`);
    if (swept.status === 'fulfilled' && swept.value.length > 0) {
      this.logger.log(`removed ${swept.value.length} video work folder(s) left by stopped processes`);
    }
  }
}
