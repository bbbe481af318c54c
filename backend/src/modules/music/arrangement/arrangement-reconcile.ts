import { type Arrangement, type ArrangementClip, type BeatSection, type Lane, LANES, defaultArrangement, defaultLanes } from './arrangement';

/** What a new beat changed in a kept arrangement, clip by clip. */
export const ADJUSTMENT_KINDS = ['shortened', 'moved', 'removed', 'added'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

export interface ArrangementAdjustment {
  clip_id: string;
  lane: Lane;
  kind: AdjustmentKind;
}

/** Told to the user after a beat that kept their arrangement. */
export interface ArrangementNote {
  message: string;
  adjustments: ArrangementAdjustment[];
}

/** What the reconcile needs of a beat: its form, its length in beats and seconds, whether it sings. */
export interface BeatShape {
  sections: readonly BeatSection[];
  total_beats: number;
  duration_seconds: number;
  hasVocals: boolean;
}

export interface Reconciled {
  arrangement: Arrangement;
  /** Null when the new beat got the default arrangement (there was nothing of the user's to keep). */
  note: ArrangementNote | null;
}

const sameClip = (a: ArrangementClip, b: ArrangementClip) =>
  a.id === b.id && a.lane === b.lane && a.label === b.label && a.start === b.start && a.length === b.length && a.offset === b.offset;

/** Field by field: the stored JSON may order keys differently. */
function sameArrangement(a: Arrangement, b: Arrangement): boolean {
  const lanesMatch = LANES.every((name) => {
    const left = a.lanes.find((lane) => lane.lane === name);
    const right = b.lanes.find((lane) => lane.lane === name);
    return !!left && !!right && left.muted === right.muted && left.solo === right.solo && left.volume === right.volume;
  });
  return lanesMatch && a.clips.length === b.clips.length && a.clips.every((clip, index) => sameClip(clip, b.clips[index]));
}

/** "2:40" */
function clockText(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const clips = (count: number) => `${count} ${count === 1 ? 'clip was' : 'clips were'}`;
const vocalClips = (count: number) => `${count} vocal ${count === 1 ? 'clip was' : 'clips were'}`;

/** One short sentence per kind of adjustment, after "Your arrangement was kept." */
export function noteMessage(adjustments: readonly ArrangementAdjustment[], next: Pick<BeatShape, 'duration_seconds' | 'hasVocals'>): string {
  const length = clockText(next.duration_seconds);
  const count = (kind: AdjustmentKind, lanes: (lane: Lane) => boolean = () => true) =>
    adjustments.filter((adjustment) => adjustment.kind === kind && lanes(adjustment.lane)).length;
  // Without a guide vocal every vocal clip goes for that reason, whatever its place.
  const unsung = (lane: Lane) => !next.hasVocals && lane === 'vocals';
  const removedVocals = count('removed', unsung);
  const removed = count('removed', (lane) => !unsung(lane));
  const shortened = count('shortened');
  const moved = count('moved');
  const added = count('added');
  const sentences = ['Your arrangement was kept.'];
  if (shortened) sentences.push(`${clips(shortened)} shortened to fit the new ${length} beat.`);
  if (moved) sentences.push(`${clips(moved)} moved earlier to stay on the timeline.`);
  if (removed) sentences.push(`${clips(removed)} removed: ${removed === 1 ? 'it began' : 'they began'} past the end of the new ${length} beat.`);
  if (removedVocals) sentences.push(`${vocalClips(removedVocals)} removed: the new beat has no guide vocal.`);
  if (added) sentences.push(`${vocalClips(added)} added for the new guide vocal.`);
  return sentences.join(' ');
}

/**
 * The arrangement a new beat keeps (issue: never wipe an arrangement). Clips keep their place and trim and
 * lanes their mute, solo and volume; only what no longer fits the new stems changes: a clip whose source
 * begins past the new stem's end is removed, one that plays past it is shortened, one past the end of the
 * timeline (twice the song, as `arrangementProblem` allows) is moved earlier; vocal clips go when the new
 * beat does not sing and come (as in the default) when it newly does. A project with no arrangement of its
 * own (none, or the previous beat's untouched default) gets the new beat's default.
 */
export function reconcileArrangement(current: Arrangement | null, previous: BeatShape | null, next: BeatShape): Reconciled {
  const fresh = defaultArrangement(next.sections, next.hasVocals);
  if (!current || !previous || sameArrangement(current, defaultArrangement(previous.sections, previous.hasVocals))) return { arrangement: fresh, note: null };

  const source = next.total_beats;
  const adjustments: ArrangementAdjustment[] = [];
  const kept: ArrangementClip[] = [];
  for (const clip of current.clips) {
    const adjust = (kind: AdjustmentKind) => adjustments.push({ clip_id: clip.id, lane: clip.lane, kind });
    if ((clip.lane === 'vocals' && !next.hasVocals) || clip.offset >= source) {
      adjust('removed');
      continue;
    }
    let fitted = clip;
    if (fitted.offset + fitted.length > source) {
      fitted = { ...fitted, length: source - fitted.offset };
      adjust('shortened');
    }
    if (fitted.start + fitted.length > source * 2) {
      fitted = { ...fitted, start: source * 2 - fitted.length };
      adjust('moved');
    }
    kept.push(fitted);
  }
  if (next.hasVocals && !previous.hasVocals && !kept.some((clip) => clip.lane === 'vocals')) {
    const used = new Set(kept.map((clip) => clip.id));
    for (const clip of fresh.clips.filter((candidate) => candidate.lane === 'vocals' && !used.has(candidate.id))) {
      kept.push(clip);
      adjustments.push({ clip_id: clip.id, lane: clip.lane, kind: 'added' });
    }
  }
  const lanes = defaultLanes().map((lane) => {
    const saved = current.lanes.find((candidate) => candidate.lane === lane.lane);
    return saved ? { lane: lane.lane, muted: saved.muted, solo: saved.solo, volume: saved.volume } : lane;
  });
  return { arrangement: { lanes, clips: kept }, note: { message: noteMessage(adjustments, next), adjustments } };
}
