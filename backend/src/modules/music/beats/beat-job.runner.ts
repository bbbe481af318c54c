import { Inject, Injectable, Logger } from '@nestjs/common';
import { AssetStore } from '../../../assets/asset-store.service';
import { GUIDE_VOCAL_ENGINE } from '../../../engines/local/music/guide-vocal';
import type { RenderedBeat } from '../../../engines/local/music/music-renderer';
import { BEATS_PER_BAR } from '../../../engines/local/music/performance';
import { type Composition, STEM_NAMES, type StemName, musicSourceLabel } from '../../../engines/music-engine';
import { MUSIC_ENGINES, type MusicEngines } from '../../../engines/music-engine.module';
import type { JobContext } from '../../../jobs/job-context';
import type { JobFailure } from '../../../jobs/job-kind';
import { JobRunner } from '../../../jobs/job-runner.service';
import { KindRunner } from '../../../jobs/kind-runner';
import { type BeatSection, sectionLabel } from '../arrangement/arrangement';
import { arrangeForBeat } from '../arrangement/beat-arrangement';
import { describeEngineFailure } from '../../../engines/engine-error-responses';
import { ProjectGoneError, removeMusicFiles } from '../jobs/music-files';
import { storePreviews } from '../jobs/preview-stems';
import { BEAT_FAILED_MESSAGE, BEAT_JOB, MUSIC_PROJECT_KIND } from '../music.constants';
import type { BeatRecord, PreviewSet, StoredAudio } from '../projects/music-project';
import { MusicProjectsRepository } from '../projects/music-projects.repository';
import type { BeatJobInput } from './beat-job';

/** A model's composition costs money: recorded once, reused by a retry. */
const COMPOSE_STEP = 'compose';

export const GUIDE_VOCAL_LABEL = `Guide vocal (${GUIDE_VOCAL_ENGINE})`;

/** Where each section of the form lies in the stems. */
export function beatSections(composition: Composition): BeatSection[] {
  let start = 0;
  return composition.sections.map((section) => {
    const beats = section.bars * BEATS_PER_BAR;
    const placed = { type: section.type, number: section.number, label: sectionLabel(section.type, section.number), start_beat: start, beats, lyric_id: section.lyricId };
    start += beats;
    return placed;
  });
}

/**
 * Runs `music.beat` jobs: compose (the configured engine), perform and sing (the offline synthesizer, in
 * worker threads), store the WAVs as the owner's assets, and make the beat the project's unless a newer
 * request came in meanwhile. The beat it replaces is removed with its files.
 */
@Injectable()
export class BeatJobRunner extends KindRunner<BeatJobInput, BeatRecord> {
  private readonly logger = new Logger(BeatJobRunner.name);

  constructor(
    runner: JobRunner,
    private readonly assets: AssetStore,
    private readonly projects: MusicProjectsRepository,
    @Inject(MUSIC_ENGINES) private readonly engines: MusicEngines,
  ) {
    super(runner, BEAT_JOB);
  }

  async run(context: JobContext<BeatJobInput>): Promise<BeatRecord> {
    const { input, job } = context;
    const project = await this.projects.findById(input.project_id);
    if (!project) throw new ProjectGoneError();
    context.progress(2, 'Composing');
    const composition = await this.compose(context);
    context.progress(10, 'Synthesizing stems');
    const lyrics = new Map(input.lyrics.map((line) => [line.id, line.content]));
    const rendered = await this.engines.renderer.renderBeat(composition, lyrics, {
      signal: context.signal,
      onProgress: (fraction) => context.progress(10 + fraction * 75, fraction < 0.6 ? 'Synthesizing stems' : 'Writing stems'),
    });
    try {
      context.progress(88, 'Saving');
      const stored = await this.store(context, composition, rendered);
      const { applied, replaced, beat } = await this.projects.applyBeat(project.id, job.id, stored, arrangeForBeat(stored));
      if (applied && replaced) await removeMusicFiles(this.assets, beatFiles(replaced), this.logger);
      return beat;
    } finally {
      await rendered.dispose();
    }
  }

  describeFailure(error: unknown): JobFailure {
    if (error instanceof ProjectGoneError) return { code: 'invalid-input', message: error.message, retry: false };
    const failure = describeEngineFailure(error, BEAT_FAILED_MESSAGE);
    if (failure.message === BEAT_FAILED_MESSAGE) this.logger.error(`beat job failed: ${String(error)}`);
    return failure;
  }

  private async compose(context: JobContext<BeatJobInput>): Promise<Composition> {
    const { input } = context;
    const engine = this.engines.music;
    const request = {
      genre: input.genre,
      mood: input.mood,
      key: input.key,
      tempo: input.tempo,
      lengthMinutes: input.length_minutes,
      lyrics: input.lyrics,
      seed: input.seed,
    };
    if (engine.engine.provider === 'local') return engine.compose(request, { signal: context.signal });
    return context.paidStep(COMPOSE_STEP, () => engine.compose(request, { signal: context.signal }));
  }

  private async store(context: JobContext<BeatJobInput>, composition: Composition, rendered: RenderedBeat): Promise<BeatRecord> {
    const { job, input } = context;
    const durationSeconds = rendered.frames / rendered.sampleRate;
    const save = async (file: string, contentType = 'audio/wav'): Promise<StoredAudio> => {
      const saved = await this.assets.saveFile(file, {
        kind: 'audio',
        contentType,
        ownerUserId: job.owner.userId,
        sessionId: job.owner.sessionId,
        projectId: input.project_id,
        projectKind: MUSIC_PROJECT_KIND,
        durationSeconds,
        jobId: job.id,
      });
      return { media_id: saved.id, url: saved.url };
    };
    // Encoded before the WAVs are stored: the store may move a file it is given.
    const previews = await storePreviews(rendered, save, context.signal, this.logger);
    const [mix, vocals, ...stemFiles] = await Promise.all([
      save(rendered.mix),
      rendered.vocals ? save(rendered.vocals.file) : Promise.resolve(null),
      ...STEM_NAMES.map((name) => save(rendered.stems[name])),
    ]);
    const stems = Object.fromEntries(STEM_NAMES.map((name, index) => [name, stemFiles[index]])) as Record<StemName, StoredAudio>;
    const engine = this.engines.music.engine;
    return {
      job_id: job.id,
      source: musicSourceLabel(engine),
      engine,
      genre: composition.genre,
      mood: composition.mood,
      tempo: composition.tempo,
      key: composition.key,
      scale: composition.scale,
      sample_rate: rendered.sampleRate,
      frames: rendered.frames,
      duration_seconds: Math.round(durationSeconds * 1000) / 1000,
      total_beats: composition.sections.reduce((sum, section) => sum + section.bars * BEATS_PER_BAR, 0),
      mix,
      stems,
      peaks: rendered.peaks,
      vocals: vocals && rendered.vocals ? { ...vocals, label: GUIDE_VOCAL_LABEL, lyrics_hash: input.lyrics_hash, peaks: rendered.vocals.peaks } : null,
      previews,
      sections: beatSections(composition),
      composition,
      created_at: new Date().toISOString(),
    };
  }
}

/** Every file a beat made. */
export function beatFiles(beat: BeatRecord): string[] {
  const lanes = (set: Pick<PreviewSet, 'stems' | 'vocals'>) => [...STEM_NAMES.map((name) => set.stems[name].media_id), ...(set.vocals ? [set.vocals.media_id] : [])];
  const previews = (beat.previews ?? []).flatMap((set) => [...lanes(set), ...(set.heads ? lanes(set.heads) : [])]);
  return [beat.mix.media_id, ...STEM_NAMES.map((name) => beat.stems[name].media_id), ...(beat.vocals ? [beat.vocals.media_id] : []), ...previews];
}
