import type { ClipDto, LaneStateDto } from '@atelier/api-types';

export type Lane = LaneStateDto['lane'];

/** One clip's sound as the scheduler starts it: when in the song, from where in its stem, for how long (seconds). */
export interface Play {
  key: string;
  lane: Lane;
  songTime: number;
  sourceOffset: number;
  duration: number;
}

/** A run of clips of one lane that continue each other in the stem and on the timeline, as one play. */
interface Span {
  key: string;
  lane: Lane;
  start: number;
  length: number;
  offset: number;
}

export const secondsPerBeat = (tempo: number) => 60 / tempo;

/**
 * Clips that continue each other (sections left where they were) join into one span, so a lane plays its
 * stem as one source and never restarts at a section boundary.
 */
export function spansOf(clips: readonly ClipDto[]): Span[] {
  const spans: Span[] = [];
  const ordered = [...clips].sort((a, b) => (a.lane === b.lane ? a.start - b.start : a.lane.localeCompare(b.lane)));
  for (const clip of ordered) {
    const last = spans.at(-1);
    if (last && last.lane === clip.lane && clip.start === last.start + last.length && clip.offset === last.offset + last.length) {
      last.length += clip.length;
    } else {
      spans.push({ key: clip.id, lane: clip.lane, start: clip.start, length: clip.length, offset: clip.offset });
    }
  }
  return spans;
}

/**
 * What must start in the song-time window [from, to): every span beginning in it; with `sounding`, also
 * those already playing at `from` (starting playback in the middle of a clip), cut to begin at `from`.
 */
export function playsBetween(clips: readonly ClipDto[], tempo: number, from: number, to: number, sounding: boolean): Play[] {
  const beat = secondsPerBeat(tempo);
  const plays: Play[] = [];
  for (const span of spansOf(clips)) {
    const start = span.start * beat;
    const end = (span.start + span.length) * beat;
    if (start >= from && start < to) {
      plays.push({ key: span.key, lane: span.lane, songTime: start, sourceOffset: span.offset * beat, duration: end - start });
    } else if (sounding && start < from && end > from) {
      plays.push({ key: span.key, lane: span.lane, songTime: from, sourceOffset: span.offset * beat + (from - start), duration: end - from });
    }
  }
  return plays.sort((a, b) => a.songTime - b.songTime);
}

/** Where the arrangement ends: the end of its last clip (seconds). */
export function songLength(clips: readonly ClipDto[], tempo: number): number {
  return clips.reduce((end, clip) => Math.max(end, clip.start + clip.length), 0) * secondsPerBeat(tempo);
}

/** Lane gains: the volume of audible lanes, 0 for muted ones and for all but the soloed ones while any is soloed. */
export function laneGains(lanes: readonly LaneStateDto[]): Record<Lane, number> {
  const soloing = lanes.some((lane) => lane.solo && !lane.muted);
  return Object.fromEntries(lanes.map((lane) => [lane.lane, !lane.muted && (!soloing || lane.solo) ? lane.volume : 0])) as Record<Lane, number>;
}

/**
 * The link between the song and the audio clock: song time `songStart` sounds at context time
 * `contextStart`. Both ways are plain arithmetic on the audio clock, so lanes can never drift apart.
 */
export interface ClockAnchor {
  contextStart: number;
  songStart: number;
}

export function contextTimeFor(anchor: ClockAnchor, songTime: number): number {
  return anchor.contextStart + (songTime - anchor.songStart);
}

/** The song time being heard at context time `contextTime`, which reaches the ears `outputLatency` later. */
export function songTimeHeard(anchor: ClockAnchor, contextTime: number, outputLatency: number): number {
  return Math.max(anchor.songStart, anchor.songStart + (contextTime - outputLatency - anchor.contextStart));
}

/**
 * A play whose start time has passed by the time it is scheduled (the main thread was busy) starts now,
 * skipping what it missed, instead of starting late and lagging the other lanes.
 */
export function catchUp(when: number, now: number, offset: number, duration: number): { when: number; offset: number; duration: number } {
  if (when >= now) return { when, offset, duration };
  const late = now - when;
  return { when: now, offset: offset + late, duration: Math.max(0, duration - late) };
}
