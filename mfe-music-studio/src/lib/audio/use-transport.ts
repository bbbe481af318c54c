import { type RefObject, useEffect, useSyncExternalStore } from 'react';
import type { Transport, TransportState } from './transport';

export function useTransportState(transport: Transport): TransportState {
  return useSyncExternalStore(
    (listener) => transport.subscribe(listener),
    () => transport.state,
    () => transport.state,
  );
}

/**
 * Moves the playhead with the sound: every animation frame reads the audio clock (never a timer) and
 * writes the position straight to the DOM, so playback costs React no renders. Each frame also lets the
 * scheduler look ahead (the audio clock wakes it too, when frames are throttled in a hidden tab).
 */
export function usePlayhead(
  transport: Transport,
  length: number,
  target: RefObject<HTMLElement | null>,
  onFrame?: (position: number) => void,
): void {
  const state = useTransportState(transport);
  useEffect(() => {
    const draw = () => {
      const element = target.current;
      const position = transport.position();
      if (element) {
        element.style.setProperty('--playhead', String(length > 0 ? Math.min(1, position / length) : 0));
        element.dataset.audioClock = transport.clock().toFixed(3);
        element.dataset.position = position.toFixed(3);
      }
      onFrame?.(position);
    };
    draw();
    if (state !== 'playing') return undefined;
    let frame = 0;
    const loop = () => {
      transport.pump();
      draw();
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [transport, state, length, target, onFrame]);
}
