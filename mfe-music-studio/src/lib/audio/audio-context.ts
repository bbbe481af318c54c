import { Transport } from './transport';

let context: AudioContext | null = null;
let transport: Transport | null = null;

/**
 * The page's one AudioContext, at the stems' own rate (44.1 kHz: no resampling of the decoded stems),
 * asking for interactive latency. Made on first use, so nothing is created before someone opens a beat.
 */
export function sharedAudioContext(): AudioContext {
  context ??= new AudioContext({ latencyHint: 'interactive', sampleRate: 44_100 });
  return context;
}

/** The studio's one transport: the Beats preview and the Arrange tab play through it, never at once. */
export function sharedTransport(): Transport {
  transport ??= new Transport(sharedAudioContext());
  return transport;
}
