import type { MixdownPlan, MixdownSegment } from '../../../engines/local/music/mixdown';
import { frameOfBeat } from '../../../engines/local/music/render-stems';
import { type Arrangement, LANES, type Lane, arrangementBeats, audibleLanes } from '../arrangement/arrangement';

/** Where each lane sits in the exported stereo mix (the beat's own mix uses the same places). */
export const LANE_PAN: Readonly<Record<Lane, number>> = { vocals: 0, drums: 0, bass: 0, melody: 0.2, chords: -0.2 };

export type ExportFormat = 'zip' | 'mp3' | 'wav' | 'mid';

/**
 * Joins segments that continue each other in the source and on the timeline (sections left where they
 * were): one segment, so no edge fades where nothing was cut.
 */
export function mergeContiguous(segments: readonly MixdownSegment[]): MixdownSegment[] {
  const merged: MixdownSegment[] = [];
  for (const segment of segments) {
    const last = merged.at(-1);
    if (last && segment.from === last.to && segment.at === last.at + (last.to - last.from)) last.to = segment.to;
    else merged.push({ ...segment });
  }
  return merged;
}

/**
 * The mixdown of a saved arrangement: the lanes' clips as segments of their stems, at the lane's volume.
 * The mix holds the audible lanes (mutes and solos applied); a zip's stems hold every lane, muted ones too,
 * so the whole song reaches the DAW. The file is as long as the arrangement (its last clip's end); lanes
 * without a source (no guide vocal) or without clips are left out. Stems are written only for a zip export.
 */
export function planMixdown(
  arrangement: Arrangement,
  tempo: number,
  sources: Readonly<Partial<Record<Lane, string>>>,
  format: ExportFormat,
): MixdownPlan {
  const audible = audibleLanes(arrangement.lanes);
  const frames = frameOfBeat(Math.max(1, arrangementBeats(arrangement)), tempo);
  const stems = format === 'zip';
  const tracks = LANES.filter((lane) => (stems || audible.has(lane)) && sources[lane])
    .map((lane) => {
      const state = arrangement.lanes.find((candidate) => candidate.lane === lane);
      const segments = mergeContiguous(
        arrangement.clips
          .filter((clip) => clip.lane === lane)
          .sort((a, b) => a.start - b.start)
          .map((clip) => ({
            from: frameOfBeat(clip.offset, tempo),
            to: frameOfBeat(clip.offset + clip.length, tempo),
            at: frameOfBeat(clip.start, tempo),
          })),
      );
      return { name: lane, source: sources[lane] as string, gain: state?.volume ?? 1, pan: LANE_PAN[lane], segments, inMix: audible.has(lane) };
    })
    .filter((track) => track.segments.length > 0);
  return { frames, tracks, writeStems: stems };
}
