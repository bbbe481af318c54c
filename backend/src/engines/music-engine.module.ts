import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.interface';
import { APP_CONFIG } from '../config/app-config.tokens';
import { LocalMusicEngine } from './local/music/local-music.engine';
import { MusicRenderer } from './local/music/music-renderer';
import type { MusicEngine } from './music-engine';
import { OpenAiClient } from './openai/openai-client';
import { OpenAiMusicEngine } from './openai/openai-music.engine';

/** Injection token for this process's `MusicEngines`. */
export const MUSIC_ENGINES = Symbol('MUSIC_ENGINES');

/**
 * Who writes and composes (ENGINE_MUSIC), and the synthesizer that performs. Read at call time, so
 * integration tests can swap the composer on a running app.
 */
export interface MusicEngines {
  music: MusicEngine;
  renderer: MusicRenderer;
}

export function createMusicEngines(config: Pick<AppConfig, 'engines' | 'openai'>): MusicEngines {
  const choice = config.engines.music;
  const music =
    choice.provider === 'openai'
      ? new OpenAiMusicEngine(new OpenAiClient({ baseUrl: config.openai.baseUrl, apiKey: config.openai.apiKey }), choice.model)
      : new LocalMusicEngine();
  return { music, renderer: new MusicRenderer() };
}

@Module({
  providers: [{ provide: MUSIC_ENGINES, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMusicEngines(config) }],
  exports: [MUSIC_ENGINES],
})
export class MusicEngineModule {}
