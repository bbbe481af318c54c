import { useMemo } from 'react';
import { cx } from '@atelier/ui';
import './waveform.css';

export interface WaveformProps {
  /** Peaks 0–1, evenly spread over the whole stem. */
  peaks: readonly number[];
  /** The part of the stem to draw, as fractions of it (a clip shows its own slice). */
  from?: number;
  to?: number;
  className?: string;
}

/** A mirrored peak outline; decorative (the lane or clip around it carries the name). */
export function Waveform({ peaks, from = 0, to = 1, className }: WaveformProps) {
  const path = useMemo(() => {
    const first = Math.max(0, Math.floor(from * peaks.length));
    const last = Math.min(peaks.length, Math.max(first + 1, Math.ceil(to * peaks.length)));
    const slice = peaks.slice(first, last);
    if (!slice.length) return null;
    const top = slice.map((peak, index) => `${index},${50 - Math.max(1, peak * 48)}`);
    const bottom = slice.map((peak, index) => `${index},${50 + Math.max(1, peak * 48)}`).reverse();
    return { d: `M${top.join('L')}L${bottom.join('L')}Z`, width: Math.max(1, slice.length - 1) };
  }, [peaks, from, to]);
  if (!path) return null;
  return (
    <svg className={cx('music-waveform', className)} viewBox={`0 0 ${path.width} 100`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d={path.d} />
    </svg>
  );
}
