import { type PointerEvent, type RefObject, useId } from 'react';
import type { ArrangementDto, BeatDto } from '@atelier/api-types';
import { LANE_ORDER } from '../../../lib/lanes';
import type { Lane } from '../../../lib/audio/schedule';
import { type ArrangementAction, type ArrangementLimits, BEATS_PER_BAR } from '../utils/arrangement-edit';
import { ClipView } from './clip-view';
import { LaneHeader } from './lane-header';

interface TimelineProps {
  arrangement: ArrangementDto;
  beat: BeatDto;
  pixelsPerBeat: number;
  widthBeats: number;
  /** Receives the playhead position (a CSS variable) and the audio clock (data attributes). */
  playheadRef: RefObject<HTMLDivElement | null>;
  onEdit: (action: ArrangementAction) => void;
  onSeek: (beat: number) => void;
}

/** Bar numbers along the top: every bar when there is room, else every 4th. */
function Ruler({ widthBeats, pixelsPerBeat, onSeek }: { widthBeats: number; pixelsPerBeat: number; onSeek: (beat: number) => void }) {
  const every = pixelsPerBeat * BEATS_PER_BAR >= 28 ? 1 : 4;
  const bars = Math.ceil(widthBeats / BEATS_PER_BAR);
  const seek = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onSeek(Math.max(0, Math.round((event.clientX - box.left) / pixelsPerBeat)));
  };
  return (
    <div className="music-ruler" onPointerDown={seek} title="Click to start playing from here">
      {Array.from({ length: Math.ceil(bars / every) }, (_, index) => index * every).map((bar) => (
        <span key={bar} className="music-ruler__bar" style={{ left: bar * BEATS_PER_BAR * pixelsPerBeat }}>
          {bar + 1}
        </span>
      ))}
    </div>
  );
}

/** Spec 001 §2 Arrange: lanes Vocals, Drums, Bass, Melody, Chords with the sections as clips on a beat grid. */
export function Timeline({ arrangement, beat, pixelsPerBeat, widthBeats, playheadRef, onEdit, onSeek }: TimelineProps) {
  const help = useId();
  const limits: ArrangementLimits = { sourceBeats: beat.total_beats };
  const peaksOf = (lane: Lane): readonly number[] => (lane === 'vocals' ? (beat.vocals?.peaks ?? []) : beat.peaks[lane]);
  const trackWidth = widthBeats * pixelsPerBeat;

  return (
    <div className="music-timeline" role="group" aria-label="Arrangement timeline">
      <p id={help} className="at-visually-hidden">
        Arrow keys move a clip by a beat, with Shift by a bar. Alt and the arrow keys trim its end; Alt, Shift and the arrow keys
        trim its start.
      </p>
      <div className="music-timeline__scroller">
        <div
          className="music-timeline__grid"
          ref={playheadRef}
          style={{ ['--track-width' as string]: `${trackWidth}px`, ['--beat' as string]: `${pixelsPerBeat}px` }}
        >
          <div className="music-timeline__row music-timeline__row--ruler">
            <div className="music-timeline__corner" aria-hidden="true" />
            <Ruler widthBeats={widthBeats} pixelsPerBeat={pixelsPerBeat} onSeek={onSeek} />
          </div>
          {LANE_ORDER.map((lane) => {
            const state = arrangement.lanes.find((candidate) => candidate.lane === lane);
            const clips = arrangement.clips.filter((clip) => clip.lane === lane);
            if (!state) return null;
            return (
              <div key={lane} className="music-timeline__row" role="group" aria-label={`${state.lane} lane`}>
                <LaneHeader lane={state} empty={lane === 'vocals' && !beat.vocals} onEdit={onEdit} />
                <div className="music-track" data-lane={lane}>
                  {clips.map((clip) => (
                    <ClipView key={clip.id} clip={clip} peaks={peaksOf(lane)} pixelsPerBeat={pixelsPerBeat} limits={limits} describedBy={help} onEdit={onEdit} />
                  ))}
                  {lane === 'vocals' && !beat.vocals ? <span className="music-track__empty">Write lyrics and generate the beat again for a guide vocal</span> : null}
                </div>
              </div>
            );
          })}
          <div className="music-timeline__playhead" aria-hidden="true" />
        </div>
      </div>
    </div>
  );
}
