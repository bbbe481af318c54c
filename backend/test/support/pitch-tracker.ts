/**
 * YIN (de Cheveigné & Kawahara 2002), small and independent of the code it checks: the fundamental
 * frequency of one window of audio, or null when the window is not clearly periodic (silence, noise).
 */
export function yinPitch(samples: Float32Array, from: number, sampleRate: number, minHz = 70, maxHz = 1200, threshold = 0.15): number | null {
  const maxLag = Math.ceil(sampleRate / minHz);
  const minLag = Math.floor(sampleRate / maxHz);
  const window = maxLag;
  if (from < 0 || from + window + maxLag > samples.length) return null;
  let energy = 0;
  for (let i = 0; i < window; i += 1) energy += samples[from + i] ** 2;
  if (energy / window < 1e-6) return null;
  const difference = new Float64Array(maxLag + 1);
  for (let lag = 1; lag <= maxLag; lag += 1) {
    let sum = 0;
    for (let i = 0; i < window; i += 1) {
      const delta = samples[from + i] - samples[from + i + lag];
      sum += delta * delta;
    }
    difference[lag] = sum;
  }
  // Cumulative mean normalised difference; the first dip under the threshold is the period.
  let running = 0;
  const normalised = new Float64Array(maxLag + 1).fill(1);
  for (let lag = 1; lag <= maxLag; lag += 1) {
    running += difference[lag];
    normalised[lag] = running > 0 ? (difference[lag] * lag) / running : 1;
  }
  for (let lag = minLag; lag < maxLag; lag += 1) {
    if (normalised[lag] >= threshold) continue;
    while (lag + 1 < maxLag && normalised[lag + 1] < normalised[lag]) lag += 1;
    // Parabolic interpolation around the dip for a sub-sample period.
    const a = normalised[lag - 1];
    const b = normalised[lag];
    const c = normalised[lag + 1];
    const shift = a + c - 2 * b !== 0 ? (a - c) / (2 * (a + c - 2 * b)) : 0;
    return sampleRate / (lag + shift);
  }
  return null;
}

/** Pitch every `hopSeconds` over [fromSecond, toSecond): the voiced frames only. */
export function pitchTrack(samples: Float32Array, sampleRate: number, fromSecond: number, toSecond: number, hopSeconds = 0.01): number[] {
  const found: number[] = [];
  for (let t = fromSecond; t < toSecond; t += hopSeconds) {
    const pitch = yinPitch(samples, Math.round(t * sampleRate), sampleRate);
    if (pitch !== null) found.push(pitch);
  }
  return found;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Distance between two frequencies in semitones. */
export function semitonesBetween(a: number, b: number): number {
  return Math.abs(12 * Math.log2(a / b));
}
