import type { EngineDescriptor } from '../../engine-descriptor';
import type { Composition, CompositionRequest, LyricsRequest, MusicEngine, WrittenLyrics } from '../../music-engine';
import { composeSong } from './composer';
import { writeLyricsOffline } from './lyric-writer';

export const LOCAL_MUSIC_ENGINE: EngineDescriptor = { provider: 'local', model: 'atelier-synth', label: 'offline engine' };

/** Offline: lyrics from the prompt's words, songs composed with music theory (tonal); nothing leaves the machine. */
export class LocalMusicEngine implements MusicEngine {
  readonly engine = LOCAL_MUSIC_ENGINE;

  async writeLyrics(request: LyricsRequest): Promise<WrittenLyrics> {
    return { ...writeLyricsOffline(request), engine: this.engine };
  }

  async compose(request: CompositionRequest): Promise<Composition> {
    return composeSong(request);
  }
}
