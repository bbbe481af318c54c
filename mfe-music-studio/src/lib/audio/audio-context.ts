import { Transport } from './transport';

let context: AudioContext | null = null;
let transport: Transport | null = null;

/**
 * The rate the studio decodes and plays at: the Opus previews' own (Opus always decodes at 48 kHz), so
 * decoding a preview does not resample it — a fifth of each decode's CPU in Chromium (five 3-minute previews:
 * 3.96 → 3.16 s) — and it is most devices' output rate. The WAV fallback (44.1 kHz) is resampled by the browser.
 */
export const STUDIO_SAMPLE_RATE = 48_000;

/**
 * The page's one AudioContext, at STUDIO_SAMPLE_RATE, asking for interactive latency. Made on first use, so
 * nothing is created before someone opens a beat.
 */
export function sharedAudioContext(): AudioContext {
  context ??= new AudioContext({ latencyHint: 'interactive', sampleRate: STUDIO_SAMPLE_RATE });
  return context;
}

/** The studio's one transport: the Beats preview and the Arrange tab play through it, never at once. */
export function sharedTransport(): Transport {
  transport ??= new Transport(sharedAudioContext());
  return transport;
}
