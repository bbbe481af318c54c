import type { BeatRecord } from '../projects/music-project';
import type { Arrangement } from './arrangement';
import { type BeatShape, reconcileArrangement } from './arrangement-reconcile';

const shape = (beat: BeatRecord): BeatShape => ({
  sections: beat.sections,
  total_beats: beat.total_beats,
  duration_seconds: beat.duration_seconds,
  hasVocals: beat.vocals !== null,
});

/**
 * The arrangement-writing step of a beat job: the project's arrangement reconciled with the new stems, and
 * the beat as stored, carrying what the studio tells the user about it (null when the default was written).
 */
export function arrangeForBeat(beat: BeatRecord) {
  return (current: { beat: BeatRecord | null; arrangement: Arrangement | null }): { arrangement: Arrangement; beat: BeatRecord } => {
    const { arrangement, note } = reconcileArrangement(current.arrangement, current.beat ? shape(current.beat) : null, shape(beat));
    return { arrangement, beat: { ...beat, arrangement_note: note } };
  };
}
