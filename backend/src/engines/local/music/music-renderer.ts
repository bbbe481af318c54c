import { tmpdir } from 'node:os';
import type { Composition } from '../../music-engine';
import { EngineError } from '../../engine-error';
import { disposerOf, makeVideoWorkFolder } from '../../shared/video-work-folder';
import { runAudioTask } from './audio-worker-client';
import { SAMPLE_RATE } from './dsp';
import type { VocalCue } from './guide-vocal';
import type { MelodyNote } from './vocal-plan';
import type { MixdownPlan, MixdownResult } from './mixdown';
import { perform } from './perform';
import { BEATS_PER_BAR, type Note, totalBeatsOf } from './performance';
import type { RenderedBeatFiles, RenderedVocalFile } from './render-beat';
import { frameOfBeat } from './render-stems';

export interface RenderedBeat extends RenderedBeatFiles {
  /** The guide vocal, when the song has lyrics. */
  vocals: RenderedVocalFile | null;
  /** Removes the work folder and whatever is left in it; never throws. */
  dispose(): Promise<void>;
}

export interface RenderedMixdown extends MixdownResult {
  folder: string;
  dispose(): Promise<void>;
}

export interface RenderOptions {
  signal?: AbortSignal;
  /** 0–1 as the instruments render (the vocal renders beside them). */
  onProgress?: (fraction: number) => void;
}

/** The melody moves in two-bar phrases (melody-lines.ts); lyric lines are fitted to them. */
const PHRASE_BEATS = 2 * BEATS_PER_BAR;

/**
 * Where each sung section starts, how long it may last, and the melody stem's notes in it by phrase (the
 * same notes, on the same frames, as render-stems.ts plays), from the composition's form.
 */
export function vocalCuesOf(composition: Composition, lyrics: ReadonlyMap<string, string>): VocalCue[] {
  const cues: VocalCue[] = [];
  let melody: Note[] | null = null;
  let beat = 0;
  for (const section of composition.sections) {
    const beats = section.bars * BEATS_PER_BAR;
    const text = section.lyricId ? lyrics.get(section.lyricId) : undefined;
    if (text?.trim()) {
      melody ??= [...perform(composition).melody].sort((a, b) => a.beat - b.beat);
      const startFrame = frameOfBeat(beat, composition.tempo);
      const phrases: MelodyNote[][] = Array.from({ length: Math.ceil(beats / PHRASE_BEATS) }, () => []);
      for (const note of melody) {
        if (note.beat < beat || note.beat >= beat + beats) continue;
        const noteStart = frameOfBeat(note.beat, composition.tempo);
        const frames = frameOfBeat(note.beat + note.length, composition.tempo) - noteStart;
        phrases[Math.floor((note.beat - beat) / PHRASE_BEATS)].push({ startFrame: noteStart, frames, midi: note.midi });
      }
      cues.push({ text, startFrame, maxFrames: frameOfBeat(beat + beats, composition.tempo) - startFrame, phrases });
    }
    beat += beats;
  }
  return cues;
}

/**
 * The offline synthesizer: performs compositions into WAV stems, sings the guide vocal and renders
 * arrangements, each in a worker thread (the instruments and the vocal side by side, one core each).
 * Files land in a work folder of this process, swept at start if the process died mid-render.
 */
export class MusicRenderer {
  constructor(private readonly tempDir = tmpdir()) {}

  /** Length in frames of the song a composition describes (every stem has exactly this many). */
  framesOf(composition: Composition): number {
    return frameOfBeat(totalBeatsOf(composition), composition.tempo, SAMPLE_RATE);
  }

  async renderBeat(composition: Composition, lyrics: ReadonlyMap<string, string>, options: RenderOptions = {}): Promise<RenderedBeat> {
    const folder = await makeVideoWorkFolder(this.tempDir);
    const dispose = disposerOf(folder);
    try {
      const cues = vocalCuesOf(composition, lyrics);
      const [beat, vocals] = await Promise.all([
        runAudioTask<RenderedBeatFiles>({ kind: 'beat', composition, folder }, options),
        cues.length
          ? runAudioTask<RenderedVocalFile>({ kind: 'vocal', cues, frames: this.framesOf(composition), folder }, { signal: options.signal })
          : Promise.resolve(null),
      ]);
      return { ...beat, vocals, dispose };
    } catch (error) {
      await dispose();
      throw this.failure(error, options.signal, 'The offline synthesizer failed.');
    }
  }

  /** The guide vocal alone (the lyrics changed since the beat was made). */
  async renderVocal(composition: Composition, lyrics: ReadonlyMap<string, string>, folder: string, options: RenderOptions = {}): Promise<RenderedVocalFile | null> {
    const cues = vocalCuesOf(composition, lyrics);
    if (!cues.length) return null;
    try {
      return await runAudioTask<RenderedVocalFile>({ kind: 'vocal', cues, frames: this.framesOf(composition), folder }, { signal: options.signal });
    } catch (error) {
      throw this.failure(error, options.signal, 'The guide vocal could not be made.');
    }
  }

  /** A fresh work folder for an export; its sources are copied in before `mixdown`. */
  async workFolder(): Promise<{ folder: string; dispose: () => Promise<void> }> {
    const folder = await makeVideoWorkFolder(this.tempDir);
    return { folder, dispose: disposerOf(folder) };
  }

  async mixdown(plan: MixdownPlan, folder: string, options: RenderOptions = {}): Promise<MixdownResult> {
    try {
      return await runAudioTask<MixdownResult>({ kind: 'mixdown', plan, folder }, options);
    } catch (error) {
      throw this.failure(error, options.signal, 'The mixdown failed.');
    }
  }

  private failure(error: unknown, signal: AbortSignal | undefined, message: string): unknown {
    if (signal?.aborted || error instanceof EngineError) return error;
    return new EngineError('provider', message, { cause: error });
  }
}

