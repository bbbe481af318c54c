import * as path from 'node:path';
import { type Composition, STEM_NAMES, type StemName } from '../../music-engine';
import { SAMPLE_RATE, peaksOf } from './dsp';
import { renderGuideVocal, type VocalCue } from './guide-vocal';
import { perform } from './perform';
import { STEM_PAN, mixStereo, renderStems } from './render-stems';
import { writeWavFile } from './wav-file';

/** Points in a stem's waveform overview (the Beats tab draws them before any audio is fetched). */
export const PEAK_BUCKETS = 400;

export interface RenderedBeatFiles {
  frames: number;
  sampleRate: number;
  /** Mono 16-bit WAVs of the same length, and the stereo mix of the four. */
  stems: Record<StemName, string>;
  mix: string;
  peaks: Record<StemName, number[]>;
}

export interface RenderedVocalFile {
  frames: number;
  file: string;
  peaks: number[];
}

/** Performs the composition and writes its stems and instrumental mix as WAVs into `folder`. */
export function renderBeatFiles(composition: Composition, folder: string, report: (fraction: number) => void = () => undefined): RenderedBeatFiles {
  const { frames, stems } = renderStems(composition, perform(composition));
  report(0.6);
  const files = {} as Record<StemName, string>;
  const peaks = {} as Record<StemName, number[]>;
  STEM_NAMES.forEach((name, index) => {
    files[name] = path.join(folder, `${name}.wav`);
    writeWavFile(files[name], [stems[name]], SAMPLE_RATE);
    peaks[name] = peaksOf(stems[name], PEAK_BUCKETS);
    report(0.6 + 0.08 * (index + 1));
  });
  const mix = path.join(folder, 'mix.wav');
  writeWavFile(mix, mixStereo(STEM_NAMES.map((name) => ({ samples: stems[name], gain: 1, pan: STEM_PAN[name] })), frames), SAMPLE_RATE);
  return { frames, sampleRate: SAMPLE_RATE, stems: files, mix, peaks };
}

/** The guide vocal as a WAV of `frames` frames (the beat's length). */
export async function renderVocalFile(cues: readonly VocalCue[], frames: number, folder: string): Promise<RenderedVocalFile> {
  const samples = await renderGuideVocal(cues, frames);
  const file = path.join(folder, 'vocals.wav');
  writeWavFile(file, [samples], SAMPLE_RATE);
  return { frames, file, peaks: peaksOf(samples, PEAK_BUCKETS) };
}
