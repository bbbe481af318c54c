import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import type { ClipDto } from '@atelier/api-types';
import { cx } from '@atelier/ui';
import { Waveform } from '../../../lib/waveform';
import { LANE_NAMES } from '../../../lib/lanes';
import {
  type ArrangementAction,
  type ArrangementLimits,
  BEATS_PER_BAR,
  barAndBeat,
  lengthText,
  movedClip,
  snapToBeats,
  trimmedEnd,
  trimmedStart,
} from '../utils/arrangement-edit';

type DragMode = 'move' | 'start' | 'end';

interface ClipViewProps {
  clip: ClipDto;
  peaks: readonly number[];
  pixelsPerBeat: number;
  limits: ArrangementLimits;
  describedBy: string;
  onEdit: (action: ArrangementAction) => void;
}

/** The edit a drag or a key press means, as the arrangement reducer takes it. */
function actionFor(clip: ClipDto, edited: ClipDto, mode: DragMode): ArrangementAction | null {
  if (mode === 'move') return edited.start === clip.start ? null : { type: 'move', id: clip.id, start: edited.start };
  if (mode === 'start') return edited.start === clip.start ? null : { type: 'trim-start', id: clip.id, by: edited.start - clip.start };
  return edited.length === clip.length ? null : { type: 'trim-end', id: clip.id, by: edited.length - clip.length };
}

/** The edit an arrow key means: a beat (Shift: a bar) of move, or with Alt a beat of trim (Shift: the start). */
function keyAction(clip: ClipDto, event: KeyboardEvent<HTMLElement>, edited: (mode: DragMode, beats: number) => ClipDto): ArrangementAction | null {
  const direction = event.key === 'ArrowLeft' ? -1 : 1;
  if (event.altKey) {
    const mode: DragMode = event.shiftKey ? 'start' : 'end';
    return actionFor(clip, edited(mode, direction), mode);
  }
  return actionFor(clip, edited('move', direction * (event.shiftKey ? BEATS_PER_BAR : 1)), 'move');
}

/**
 * A section on a lane. Drag it to move it, drag an edge to trim it (both snap to beats); with the keyboard,
 * arrows move it by a beat (Shift: a bar), Alt+arrows trim its end, Alt+Shift+arrows its start.
 */
export function ClipView({ clip, peaks, pixelsPerBeat, limits, describedBy, onEdit }: ClipViewProps) {
  const drag = useRef<{ mode: DragMode; x: number } | null>(null);
  const [preview, setPreview] = useState<ClipDto | null>(null);
  const shown = preview ?? clip;

  const edited = (mode: DragMode, beats: number): ClipDto =>
    mode === 'move' ? movedClip(clip, clip.start + beats, limits) : mode === 'start' ? trimmedStart(clip, beats) : trimmedEnd(clip, beats, limits);

  const begin = (mode: DragMode) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    drag.current = { mode, x: event.clientX };
    setPreview(clip);
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    setPreview(edited(drag.current.mode, snapToBeats(event.clientX - drag.current.x, pixelsPerBeat)));
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    drag.current = null;
    setPreview(null);
    if (!current) return;
    const action = actionFor(clip, edited(current.mode, snapToBeats(event.clientX - current.x, pixelsPerBeat)), current.mode);
    if (action) onEdit(action);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const action = keyAction(clip, event, edited);
    if (action) onEdit(action);
  };

  const totalBeats = limits.sourceBeats;
  const handlers = { onPointerMove: move, onPointerUp: end, onPointerCancel: end };
  return (
    <div
      role="button"
      tabIndex={0}
      aria-roledescription="clip"
      aria-label={`${clip.label} on ${LANE_NAMES[clip.lane]}, ${barAndBeat(shown.start)}, ${lengthText(shown.length)}`}
      aria-describedby={describedBy}
      className={cx('music-clip', `music-lane--${clip.lane}`, preview && 'is-dragging')}
      style={{ left: shown.start * pixelsPerBeat, width: Math.max(6, shown.length * pixelsPerBeat) }}
      data-clip-id={clip.id}
      onPointerDown={begin('move')}
      onKeyDown={onKeyDown}
      {...handlers}
    >
      <div className="music-clip__wave">
        <Waveform peaks={peaks} from={shown.offset / totalBeats} to={(shown.offset + shown.length) / totalBeats} />
      </div>
      <span className="music-clip__label">{clip.label}</span>
      {/* Edge drags bubble their moves to the clip's handlers above. */}
      <span className="music-clip__edge music-clip__edge--start" aria-hidden="true" onPointerDown={begin('start')} />
      <span className="music-clip__edge music-clip__edge--end" aria-hidden="true" onPointerDown={begin('end')} />
    </div>
  );
}
