import { useEffect, useRef, type PointerEvent } from 'react';

interface WaveformProps {
  /** Peak amplitudes, 0–1, one per bar. */
  peaks: readonly number[];
  /** Played share, 0–1. */
  progress: number;
  /** A click or drag at a share of the length (0–1). */
  onSeek: (fraction: number) => void;
}

function draw(canvas: HTMLCanvasElement, peaks: readonly number[], progress: number) {
  const context = canvas.getContext('2d');
  if (!context || peaks.length === 0) return;
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
  const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const styles = getComputedStyle(canvas);
  const played = styles.getPropertyValue('--at-accent').trim() || '#6d4aff';
  const rest = styles.getPropertyValue('--at-text-muted').trim() || '#a4a4bd';
  context.clearRect(0, 0, width, height);
  const step = width / peaks.length;
  const bar = Math.max(1, step * 0.7);
  peaks.forEach((peak, index) => {
    const level = Math.min(1, Math.max(0, Number.isFinite(peak) ? peak : 0));
    const h = Math.max(ratio, level * height);
    const x = index * step;
    context.fillStyle = x + bar / 2 <= progress * width ? played : rest;
    context.fillRect(x, (height - h) / 2, bar, h);
  });
}

/** Audio peaks drawn to a canvas, the played part in the accent colour; pointer seeks (the seek slider is the accessible control). */
export function Waveform({ peaks, progress, onSeek }: WaveformProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const latest = useRef({ peaks, progress });
  latest.current = { peaks, progress };

  useEffect(() => {
    if (canvas.current) draw(canvas.current, peaks, progress);
  }, [peaks, progress]);

  useEffect(() => {
    const element = canvas.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => draw(element, latest.current.peaks, latest.current.progress));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const seekAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) onSeek(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)));
  };

  return (
    <canvas
      ref={canvas}
      className="at-media__waveform"
      aria-hidden="true"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        seekAt(event);
      }}
      onPointerMove={(event) => {
        if (event.buttons === 1) seekAt(event);
      }}
    />
  );
}
