import type { SongSectionType } from '../../../engines/music-engine';

/** The Arrange tab's lanes, top to bottom (spec 001 §2). */
export const LANES = ['vocals', 'drums', 'bass', 'melody', 'chords'] as const;
export type Lane = (typeof LANES)[number];

/** Lane gain: 0 (silent) to 1.5 (+3.5 dB); 1 is the level the beat was rendered at. */
export const VOLUME = { min: 0, max: 1.5, default: 1 } as const;

export interface LaneState {
  lane: Lane;
  muted: boolean;
  solo: boolean;
  volume: number;
}

/**
 * A clip plays its lane's source from `offset` for `length`, placed at `start` on the timeline. All three
 * are whole beats: the grid clips snap to.
 */
export interface ArrangementClip {
  id: string;
  lane: Lane;
  label: string;
  start: number;
  length: number;
  offset: number;
}

export interface Arrangement {
  lanes: LaneState[];
  clips: ArrangementClip[];
}

/** A section of the beat as rendered: where it lies in the stems. */
export interface BeatSection {
  type: SongSectionType;
  number: number;
  label: string;
  start_beat: number;
  beats: number;
  lyric_id: string | null;
}

const TITLES: Readonly<Record<SongSectionType, string>> = {
  intro: 'Intro',
  verse: 'Verse',
  'pre-chorus': 'Pre-Chorus',
  chorus: 'Chorus',
  bridge: 'Bridge',
  hook: 'Hook',
  outro: 'Outro',
  instrumental: 'Instrumental',
};

/** 'Verse 2', 'Chorus 1', but 'Intro' and 'Outro' (songs have one). */
export function sectionLabel(type: SongSectionType, number: number): string {
  return type === 'intro' || type === 'outro' ? TITLES[type] : `${TITLES[type]} ${number}`;
}

export function defaultLanes(): LaneState[] {
  return LANES.map((lane) => ({ lane, muted: false, solo: false, volume: VOLUME.default }));
}

/**
 * The arrangement a new beat starts with: every section as a clip on each instrument lane where it was
 * rendered, and a vocal clip wherever a lyric section is sung.
 */
export function defaultArrangement(sections: readonly BeatSection[], hasVocals: boolean): Arrangement {
  const clips: ArrangementClip[] = [];
  for (const lane of LANES) {
    sections.forEach((section, index) => {
      if (lane === 'vocals' && (!hasVocals || !section.lyric_id)) return;
      clips.push({ id: `${lane}-${index + 1}`, lane, label: section.label, start: section.start_beat, length: section.beats, offset: section.start_beat });
    });
  }
  return { lanes: defaultLanes(), clips };
}

/** Lanes that sound: not muted, and soloed whenever any lane is. */
export function audibleLanes(lanes: readonly LaneState[]): Set<Lane> {
  const soloing = lanes.some((lane) => lane.solo && !lane.muted);
  return new Set(lanes.filter((lane) => !lane.muted && (!soloing || lane.solo)).map((lane) => lane.lane));
}

/** Where the arrangement ends: the end of its last clip (in beats). */
export function arrangementBeats(arrangement: Arrangement): number {
  return arrangement.clips.reduce((end, clip) => Math.max(end, clip.start + clip.length), 0);
}

/**
 * What is wrong with an arrangement for a beat of `sourceBeats` beats (null when nothing): every lane once,
 * clips on known lanes with unique ids, whole beats, inside their source, and a timeline at most twice
 * the song (room to move clips, not to make hour-long files).
 */
export function arrangementProblem(arrangement: Arrangement, sourceBeats: number, hasVocals: boolean): string | null {
  const lanes = arrangement.lanes.map((lane) => lane.lane);
  if (lanes.length !== LANES.length || LANES.some((lane) => !lanes.includes(lane))) return 'lanes must list vocals, drums, bass, melody and chords once each';
  const ids = new Set<string>();
  for (const clip of arrangement.clips) {
    if (ids.has(clip.id)) return `clip id ${clip.id} is used twice`;
    ids.add(clip.id);
    if (clip.lane === 'vocals' && !hasVocals) return 'this beat has no guide vocal: the Vocals lane has no clips';
    if (![clip.start, clip.length, clip.offset].every(Number.isInteger)) return `clip ${clip.id} must start, last and begin in whole beats`;
    if (clip.length < 1) return `clip ${clip.id} must last at least one beat`;
    if (clip.offset + clip.length > sourceBeats) return `clip ${clip.id} plays past the end of its ${clip.lane} stem (${sourceBeats} beats)`;
    if (clip.start + clip.length > sourceBeats * 2) return `clip ${clip.id} ends past the end of the timeline (${sourceBeats * 2} beats)`;
  }
  return null;
}
