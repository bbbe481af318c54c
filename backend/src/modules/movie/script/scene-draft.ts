import type { CharacterRole } from '../movie.constants';

/** What a script writer is given: the movie, its Character Bible and how many scenes to write. */
export interface ScriptBrief {
  prompt: string;
  title: string;
  logline: string;
  targetMinutes: number;
  characters: ReadonlyArray<{ name: string; role: CharacterRole; bio: string }>;
  /** Intended length of each scene; the writer writes exactly this many. */
  durations: readonly number[];
}

/** One scene as written: its text and the characters in it, by name. */
export interface SceneDraft {
  prompt: string;
  characterNames: string[];
}
