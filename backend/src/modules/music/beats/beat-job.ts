import type { LyricLine, MusicGenre, MusicKey, MusicMood } from '../../../engines/music-engine';

/** What a beat job carries (kept in its row): the request and a snapshot of the lyrics to sing. */
export interface BeatJobInput {
  project_id: string;
  public_id: string;
  tempo: number;
  key: MusicKey;
  genre: MusicGenre;
  mood: MusicMood;
  length_minutes: number;
  lyrics: LyricLine[];
  lyrics_hash: string;
  seed: number;
}
