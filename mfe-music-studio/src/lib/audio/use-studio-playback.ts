import { useEffect, useMemo } from 'react';
import type { ArrangementDto, BeatDto, ClipDto, LaneStateDto } from '@atelier/api-types';
import { sharedTransport } from './audio-context';
import { useStemBuffers } from './stem-buffers';
import { stemHeadsOf, stemSourcesOf } from './stem-sources';

const PREVIEW_LANES: LaneStateDto[] = (['vocals', 'drums', 'bass', 'melody', 'chords'] as const).map((lane) => ({ lane, muted: false, solo: false, volume: 1 }));

/** Each stem whole, from the start: what the Beats preview plays. */
export function previewClips(beat: BeatDto): ClipDto[] {
  const lanes = ['drums', 'bass', 'melody', 'chords', ...(beat.vocals ? (['vocals'] as const) : [])] as const;
  return lanes.map((lane) => ({ id: `preview-${lane}`, lane, label: lane, start: 0, length: beat.total_beats, offset: 0 }));
}

export interface PlaybackView {
  /** The open tab: Beats plays the whole stems, Arrange the arrangement; any other plays nothing. */
  tab: string;
  projectId: string | undefined;
  beat: BeatDto | null;
  arrangement: ArrangementDto | null;
}

/**
 * The beat's stems decoded once (each lane's head first: Play is ready with the heads, and the whole stems
 * take over as they decode), and the shared transport loaded with what the open tab shows; playback
 * stops when the tab or the project changes.
 */
export function useStudioPlayback({ tab, projectId, beat, arrangement }: PlaybackView) {
  const transport = sharedTransport();
  const stemUrls = useMemo(() => (beat ? stemSourcesOf(beat) : null), [beat]);
  const headUrls = useMemo(() => (beat ? stemHeadsOf(beat) : {}), [beat]);
  const stems = useStemBuffers(stemUrls, headUrls);
  const preview = useMemo(() => (beat ? previewClips(beat) : []), [beat]);

  useEffect(() => {
    if (!beat || !stems.buffers) return;
    const buffers = stems.buffers;
    const headsOnly = stems.headsOnly;
    if (tab === 'beats') transport.load({ tempo: beat.tempo, clips: preview, lanes: PREVIEW_LANES, buffers, headsOnly });
    if (tab === 'arrange' && arrangement) transport.load({ tempo: beat.tempo, clips: arrangement.clips, lanes: arrangement.lanes, buffers, headsOnly });
  }, [tab, beat, stems.buffers, stems.headsOnly, preview, arrangement, transport]);
  useEffect(() => () => transport.stop(), [tab, projectId, transport]);

  return { transport, buffersReady: !!stems.buffers };
}
