import type { Lane } from './audio/schedule';

/** The Arrange tab's lanes, top to bottom (spec 001 §2), with their names and colours. */
export const LANE_ORDER: readonly Lane[] = ['vocals', 'drums', 'bass', 'melody', 'chords'];

export const LANE_NAMES: Readonly<Record<Lane, string>> = {
  vocals: 'Vocals',
  drums: 'Drums',
  bass: 'Bass',
  melody: 'Melody',
  chords: 'Chords',
};
