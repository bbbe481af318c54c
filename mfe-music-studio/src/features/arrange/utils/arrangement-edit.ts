import type { ArrangementDto, ClipDto, LaneStateDto } from '@atelier/api-types';

export const BEATS_PER_BAR = 4;

export type ArrangementAction =
  | { type: 'move'; id: string; start: number }
  | { type: 'trim-start'; id: string; by: number }
  | { type: 'trim-end'; id: string; by: number }
  | { type: 'lane'; lane: LaneStateDto['lane']; patch: Partial<Omit<LaneStateDto, 'lane'>> };

/** What an edit may not break: clips stay on the timeline (twice the song) and inside their stem. */
export interface ArrangementLimits {
  /** Beats of the beat's stems. */
  sourceBeats: number;
}

/** A pixel distance as whole beats: every edit snaps to the beat grid. */
export function snapToBeats(pixels: number, pixelsPerBeat: number): number {
  return Math.round(pixels / pixelsPerBeat);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A clip moved to `start`, kept on the timeline. */
export function movedClip(clip: ClipDto, start: number, limits: ArrangementLimits): ClipDto {
  return { ...clip, start: clamp(Math.round(start), 0, limits.sourceBeats * 2 - clip.length) };
}

/** The clip's start edge moved by `by` beats: later plays less of the stem's beginning, earlier more (down to the stem's start). */
export function trimmedStart(clip: ClipDto, by: number): ClipDto {
  const delta = clamp(Math.round(by), -Math.min(clip.offset, clip.start), clip.length - 1);
  return { ...clip, start: clip.start + delta, offset: clip.offset + delta, length: clip.length - delta };
}

/** The clip's end edge moved by `by` beats: at least a beat long, never past the end of its stem or the timeline. */
export function trimmedEnd(clip: ClipDto, by: number, limits: ArrangementLimits): ClipDto {
  const longest = Math.min(limits.sourceBeats - clip.offset, limits.sourceBeats * 2 - clip.start);
  return { ...clip, length: clamp(clip.length + Math.round(by), 1, longest) };
}

export function arrangementReducer(limits: ArrangementLimits) {
  return (arrangement: ArrangementDto, action: ArrangementAction): ArrangementDto => {
    if (action.type === 'lane') {
      return { ...arrangement, lanes: arrangement.lanes.map((lane) => (lane.lane === action.lane ? { ...lane, ...action.patch } : lane)) };
    }
    const edit = (clip: ClipDto): ClipDto => {
      if (action.type === 'move') return movedClip(clip, action.start, limits);
      if (action.type === 'trim-start') return trimmedStart(clip, action.by);
      return trimmedEnd(clip, action.by, limits);
    };
    return { ...arrangement, clips: arrangement.clips.map((clip) => (clip.id === action.id ? edit(clip) : clip)) };
  };
}

/** "bar 5, beat 1" for a beat position (1-based, as musicians count). */
export function barAndBeat(beat: number): string {
  return `bar ${Math.floor(beat / BEATS_PER_BAR) + 1}, beat ${(beat % BEATS_PER_BAR) + 1}`;
}

/** "8 bars", "1 bar 2 beats", "3 beats". */
export function lengthText(beats: number): string {
  const bars = Math.floor(beats / BEATS_PER_BAR);
  const rest = beats % BEATS_PER_BAR;
  const parts = [bars ? `${bars} bar${bars === 1 ? '' : 's'}` : '', rest ? `${rest} beat${rest === 1 ? '' : 's'}` : ''].filter(Boolean);
  return parts.join(' ');
}

/** Where the arrangement ends: its last clip's end (beats). */
export function arrangementEnd(arrangement: { clips: readonly { start: number; length: number }[] }): number {
  return arrangement.clips.reduce((end, clip) => Math.max(end, clip.start + clip.length), 0);
}
