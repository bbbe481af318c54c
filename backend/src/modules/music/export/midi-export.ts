import { writeFile } from 'node:fs/promises';
import type { Composition } from '../../../engines/music-engine';
import { performanceMidi } from '../../../engines/local/music/midi/performance-midi';
import { perform } from '../../../engines/local/music/perform';

/**
 * The beat's parts as a MIDI file at `file`: the stored composition performed again (the same seed gives the
 * same notes the stems were rendered from). Answers the song's length in seconds.
 */
export async function writePartsMidi(composition: Composition, file: string): Promise<number> {
  const performance = perform(composition);
  await writeFile(file, performanceMidi(composition, performance));
  return Math.round(((performance.totalBeats * 60) / composition.tempo) * 1000) / 1000;
}
