import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { clampSize } from './layout-storage';

export interface ResizeHandleProps {
  /** 'vertical' for a bar between columns (drag left/right), 'horizontal' between rows (drag up/down). */
  orientation: 'vertical' | 'horizontal';
  /** The resized panel's name; the handle is called 'Resize <label>'. */
  label: string;
  /** id of the resized panel. */
  controls: string;
  size: number;
  min: number;
  max: number;
  /** +1 when moving right/down grows the panel (a left panel), -1 when it shrinks it (a right or bottom panel). */
  grow: 1 | -1;
  onResize: (size: number) => void;
  /** A drag ended or a key moved the handle: time to remember the size. */
  onCommit: () => void;
  /** Enter collapses or restores the panel (WAI-ARIA window splitter). */
  onToggleCollapse?: () => void;
}

export const KEY_STEP = 16;
export const KEY_STEP_LARGE = 64;

/**
 * A window splitter (role=separator, focusable, with aria-valuenow/min/max = the panel's size in px):
 * pointer drag, arrows move it (Shift for bigger steps), Home/End to the limits, Enter collapses.
 */
export function ResizeHandle({ orientation, label, controls, size, min, max, grow, onResize, onCommit, onToggleCollapse }: ResizeHandleProps) {
  const drag = useRef<{ start: number; size: number } | null>(null);
  const vertical = orientation === 'vertical';
  const coordinate = (event: PointerEvent) => (vertical ? event.clientX : event.clientY);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const [back, forward] = vertical ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
    let next: number | null = null;
    if (event.key === forward) next = size + step * grow;
    else if (event.key === back) next = size - step * grow;
    else if (event.key === 'Home') next = min;
    else if (event.key === 'End') next = max;
    else if (event.key === 'Enter' && onToggleCollapse) {
      event.preventDefault();
      onToggleCollapse();
      return;
    }
    if (next === null) return;
    event.preventDefault();
    onResize(clampSize(next, min, max));
    onCommit();
  };

  return (
    <div
      role="separator"
      tabIndex={0}
      aria-orientation={orientation}
      aria-label={`Resize ${label}`}
      aria-controls={controls}
      aria-valuenow={size}
      aria-valuemin={min}
      aria-valuemax={max}
      className={`at-studio__handle at-studio__handle--${orientation}`}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault(); // no text selection while dragging
        event.currentTarget.setPointerCapture?.(event.pointerId);
        drag.current = { start: coordinate(event), size };
      }}
      onPointerMove={(event) => {
        if (!drag.current) return;
        onResize(clampSize(drag.current.size + (coordinate(event) - drag.current.start) * grow, min, max));
      }}
      onPointerUp={() => {
        if (!drag.current) return;
        drag.current = null;
        onCommit();
      }}
      onPointerCancel={() => {
        drag.current = null;
        onCommit();
      }}
    />
  );
}
