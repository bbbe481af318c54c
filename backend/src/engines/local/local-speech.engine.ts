import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { EngineError } from '../engine-error';
import { SPEECH_CONTENT_TYPES, type SpeechEngine, type SpeechFormat, type SpeechRequest, type SpeechResult, type SpeechVoice } from '../speech-engine';
import { espeakInWorker } from './espeak-in-worker';
import { describeFfmpeg } from './find-ffmpeg';
import { LOCAL_ENGINES } from './local-engine-descriptors';
import { runProcess } from './run-process';

/** Each OpenAI voice as a distinct espeak-ng voice, variant and pitch (0–99, 50 is the voice's own). */
export const OFFLINE_VOICES: Readonly<Record<SpeechVoice, { voice: string; pitch: number }>> = {
  alloy: { voice: 'en-us', pitch: 50 },
  ash: { voice: 'en-us+m3', pitch: 42 },
  ballad: { voice: 'en-gb-x-rp+m7', pitch: 48 },
  coral: { voice: 'en-us+f3', pitch: 62 },
  echo: { voice: 'en+m1', pitch: 35 },
  fable: { voice: 'en-gb-scotland+m2', pitch: 52 },
  onyx: { voice: 'en-us+m5', pitch: 28 },
  nova: { voice: 'en+f2', pitch: 68 },
  sage: { voice: 'en-029+f4', pitch: 55 },
  shimmer: { voice: 'en+f5', pitch: 75 },
  verse: { voice: 'en-gb-x-rp+m4', pitch: 45 },
};

/** espeak-ng's own pace at speed 1, and the range it speaks in. */
const WORDS_PER_MINUTE = 175;
const MIN_WPM = 80;
const MAX_WPM = 450;

/** ffmpeg's output options per format; pcm is OpenAI's raw 24 kHz 16-bit mono. */
const ENCODERS: Readonly<Record<Exclude<SpeechFormat, 'wav'>, string[]>> = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3'],
  opus: ['-c:a', 'libopus', '-b:a', '32k', '-f', 'ogg'],
  aac: ['-c:a', 'aac', '-b:a', '64k', '-f', 'adts'],
  flac: ['-c:a', 'flac', '-f', 'flac'],
  pcm: ['-ar', '24000', '-ac', '1', '-c:a', 'pcm_s16le', '-f', 's16le'],
};

/**
 * Real speech without a provider: espeak-ng (WASM, the Movie narration's voices, in a worker thread) speaks the input, ffmpeg encodes
 * it as asked. A speed espeak cannot reach in words per minute (below 80 or above 450) is finished by ffmpeg's
 * atempo. `instructions` need a model that acts; espeak reads the words only.
 */
export class LocalSpeechEngine implements SpeechEngine {
  readonly engine = LOCAL_ENGINES.speech;

  async speak(request: SpeechRequest): Promise<SpeechResult> {
    const voice = OFFLINE_VOICES[request.voice as SpeechVoice] ?? OFFLINE_VOICES.alloy;
    const wanted = WORDS_PER_MINUTE * request.speed;
    const wordsPerMinute = Math.round(Math.min(MAX_WPM, Math.max(MIN_WPM, wanted)));
    const wav = await espeakInWorker({ voice: voice.voice, pitch: voice.pitch, wordsPerMinute, text: request.input }, request.signal).catch((error: unknown) => {
      if (request.signal?.aborted || error instanceof EngineError) throw error;
      throw new EngineError('provider', 'The offline speech engine could not speak this text.', { cause: error });
    });
    const tempo = wanted / wordsPerMinute;
    if (request.format === 'wav' && Math.abs(tempo - 1) < 0.01) return { audio: wav, contentType: SPEECH_CONTENT_TYPES.wav };
    return { audio: await this.encode(wav, request.format, tempo, request.signal), contentType: SPEECH_CONTENT_TYPES[request.format] };
  }

  private async encode(wav: Buffer, format: SpeechFormat, tempo: number, signal?: AbortSignal): Promise<Buffer> {
    let ffmpeg: string;
    try {
      ffmpeg = (await describeFfmpeg()).path;
    } catch (error) {
      throw new EngineError('unavailable', 'Speech encoding needs ffmpeg, and neither a system ffmpeg nor the bundled one runs here.', { cause: error });
    }
    const folder = await mkdtemp(path.join(tmpdir(), 'atelier-speech-'));
    try {
      const input = path.join(folder, 'speech.wav');
      const output = path.join(folder, `speech.${format}`);
      await writeFile(input, wav);
      // atempo takes 0.5–2 per stage; two stages reach 0.25–4.
      const stage = Math.sqrt(tempo);
      const filters = Math.abs(tempo - 1) < 0.01 ? [] : ['-filter:a', `atempo=${stage.toFixed(4)},atempo=${stage.toFixed(4)}`];
      const codec = format === 'wav' ? ['-c:a', 'pcm_s16le', '-f', 'wav'] : ENCODERS[format];
      await runProcess(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-i', input, '-vn', ...filters, ...codec, output], { signal });
      return await readFile(output);
    } catch (error) {
      if (signal?.aborted || error instanceof EngineError) throw error;
      throw new EngineError('provider', `The ${format} encoder failed.`, { cause: error });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
