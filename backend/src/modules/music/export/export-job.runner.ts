import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AssetStore } from '../../../assets/asset-store.service';
import { EngineError } from '../../../engines/engine-error';
import { encodeMp3 } from '../../../engines/local/encode-mp3';
import { type FfmpegSource, describeFfmpeg } from '../../../engines/local/find-ffmpeg';
import type { MixdownResult } from '../../../engines/local/music/mixdown';
import { masterLoudness } from '../../../engines/local/music/master-loudness';
import { MUSIC_ENGINES, type MusicEngines } from '../../../engines/music-engine.module';
import type { JobContext } from '../../../jobs/job-context';
import type { JobFailure } from '../../../jobs/job-kind';
import { JobRunner } from '../../../jobs/job-runner.service';
import { KindRunner } from '../../../jobs/kind-runner';
import { LANES, type Lane, audibleLanes } from '../arrangement/arrangement';
import { describeEngineFailure } from '../../../engines/engine-error-responses';
import { ProjectGoneError, removeMusicFiles } from '../jobs/music-files';
import { EXPORT_FAILED_MESSAGE, EXPORT_JOB, MUSIC_PROJECT_KIND, NO_NOTES_MESSAGE } from '../music.constants';
import type { ExportDto } from '../dto/music-responses.dto';
import type { ExportRecord } from '../projects/music-project';
import { mapExport } from '../projects/music-project.mapper';
import { MusicProjectsRepository } from '../projects/music-projects.repository';
import type { ExportJobInput } from './export-job';
import { planMixdown } from './export-plan';
import { exportReadme } from './export-readme';
import { exportFileName } from './export-file-name';
import { writePartsMidi } from './midi-export';
import { ZipFileWriter } from '../../../common/zip/zip-file-writer';

/** The final mix's MP3: constant 192 kbps, encoded by ffmpeg's libmp3lame. */
export const MP3_KBPS = 192;

/**
 * LAME's algorithm quality per ffmpeg build. The npm static build (4.1) spends ~4.4 s of CPU on three
 * minutes at LAME's default; quality 7 halves that (the bit rate stays 192 kbps), keeping an export
 * within 5 s. A system ffmpeg is fast enough at the default.
 */
export function mp3QualityFor(source: FfmpegSource): number | undefined {
  return source === 'npm' ? 7 : undefined;
}

const CONTENT_TYPES = { zip: 'application/zip', mp3: 'audio/mpeg', wav: 'audio/wav', mid: 'audio/midi' } as const;

/**
 * Runs `music.export` jobs: fetches the stems the arrangement plays (and sings changed lyrics again),
 * renders the mixdown in a worker thread, masters the mix's loudness, encodes the MP3 while the WAVs go
 * into the zip, and stores the file as the owner's asset, named after the project. A MIDI export writes the
 * beat's parts instead. The project keeps the newest export of each format.
 */
@Injectable()
export class ExportJobRunner extends KindRunner<ExportJobInput, ExportDto> {
  private readonly logger = new Logger(ExportJobRunner.name);

  constructor(
    runner: JobRunner,
    private readonly assets: AssetStore,
    private readonly projects: MusicProjectsRepository,
    @Inject(MUSIC_ENGINES) private readonly engines: MusicEngines,
  ) {
    super(runner, EXPORT_JOB);
  }

  async run(context: JobContext<ExportJobInput>): Promise<ExportDto> {
    const { input } = context;
    if (!(await this.projects.findById(input.project_id))) throw new ProjectGoneError();
    const { folder, dispose } = await this.engines.renderer.workFolder();
    try {
      if (input.format === 'mid') return await this.exportMidi(context, folder);
      context.progress(2, 'Gathering stems');
      const sources = await this.fetchSources(context, folder);
      context.progress(20, 'Mixing');
      const plan = planMixdown(input.arrangement, input.tempo, sources, input.format);
      const mixed = await this.engines.renderer.mixdown(plan, folder, {
        signal: context.signal,
        onProgress: (fraction) => context.progress(20 + fraction * 25, 'Mixing'),
      });
      context.progress(45, 'Mastering');
      const master = path.join(folder, 'master.wav');
      await masterLoudness(mixed.mix, master, { signal: context.signal });
      const mixdown = { ...mixed, mix: master };
      const file = await this.package(context, folder, mixdown);
      context.progress(95, 'Saving');
      return await this.store(context, file, mixdown.frames / mixdown.sampleRate);
    } finally {
      await dispose();
    }
  }

  describeFailure(error: unknown): JobFailure {
    if (error instanceof ProjectGoneError) return { code: 'invalid-input', message: error.message, retry: false };
    const failure = describeEngineFailure(error, EXPORT_FAILED_MESSAGE);
    if (failure.message === EXPORT_FAILED_MESSAGE) this.logger.error(`export job failed: ${String(error)}`);
    return failure;
  }

  /** The beat's parts as a Standard MIDI File, from the composition the stems were rendered from. */
  private async exportMidi(context: JobContext<ExportJobInput>, folder: string): Promise<ExportDto> {
    const { composition } = context.input;
    if (!composition) throw new EngineError('provider', NO_NOTES_MESSAGE);
    context.progress(10, 'Writing MIDI');
    const file = path.join(folder, 'parts.mid');
    const seconds = await writePartsMidi(composition, file);
    context.progress(95, 'Saving');
    return this.store(context, file, seconds);
  }

  /**
   * The stems on disk of the lanes the export holds (the audible ones; every lane for a zip); the guide
   * vocal sung again when the lyrics changed since the beat.
   */
  private async fetchSources(context: JobContext<ExportJobInput>, folder: string): Promise<Partial<Record<Lane, string>>> {
    const { input } = context;
    const audible = audibleLanes(input.arrangement.lanes);
    const held = (lane: Lane) => input.format === 'zip' || audible.has(lane);
    const wanted = LANES.filter((lane) => held(lane) && input.sources[lane] && input.arrangement.clips.some((clip) => clip.lane === lane));
    const sources: Partial<Record<Lane, string>> = {};
    await Promise.all(
      wanted.map(async (lane) => {
        if (lane === 'vocals' && input.resing) {
          const { composition, lyrics } = input.resing;
          const sung = await this.engines.renderer.renderVocal(composition, new Map(lyrics.map((line) => [line.id, line.content])), folder, {
            signal: context.signal,
          });
          if (sung) sources.vocals = sung.file;
          return;
        }
        sources[lane] = await this.download(input.sources[lane] as string, path.join(folder, `source-${lane}.wav`));
      }),
    );
    return sources;
  }

  private async download(mediaId: string, file: string): Promise<string> {
    const opened = await this.assets.open(mediaId);
    const body = opened ? await opened.stream() : null;
    if (!body) throw new EngineError('provider', 'A stem of this beat is missing: generate the beat again, then export.');
    await pipeline(body, createWriteStream(file));
    return file;
  }

  /** The file to hand out: the zip (stems, mix WAV and MP3, a README), the MP3, or the mix WAV. */
  private async package(context: JobContext<ExportJobInput>, folder: string, mixdown: MixdownResult): Promise<string> {
    const { input, signal } = context;
    if (input.format === 'wav') return mixdown.mix;
    const mp3 = path.join(folder, 'mix.mp3');
    context.progress(55, 'Encoding MP3');
    const ffmpeg = await describeFfmpeg().catch(() => null);
    const encoding = encodeMp3(mixdown.mix, mp3, { kbps: MP3_KBPS, quality: ffmpeg ? mp3QualityFor(ffmpeg.source) : undefined, signal });
    if (input.format === 'mp3') {
      await encoding;
      return mp3;
    }
    // The WAVs go into the zip while ffmpeg encodes the MP3 on the other core.
    encoding.catch(() => undefined);
    const zipFile = path.join(folder, 'export.zip');
    const zip = await ZipFileWriter.create(zipFile);
    try {
      for (const [lane, file] of Object.entries(mixdown.stems)) await zip.addFile(`stems/${lane}.wav`, file);
      await zip.addFile('mix.wav', mixdown.mix);
      await encoding;
      context.progress(90, 'Packing');
      await zip.addFile('mix.mp3', mp3);
      await zip.addBuffer('README.txt', Buffer.from(exportReadme(input, Object.keys(mixdown.stems), mixdown.frames / mixdown.sampleRate, MP3_KBPS)));
      await zip.close();
    } catch (error) {
      await zip.abort();
      await rm(zipFile, { force: true });
      throw error;
    }
    return zipFile;
  }

  /** Keeps the file as the project's export of its format; the job's result is the export as the API answers it. */
  private async store(context: JobContext<ExportJobInput>, file: string, seconds: number): Promise<ExportDto> {
    const { input, job } = context;
    const durationSeconds = Math.round(seconds * 1000) / 1000;
    const saved = await this.assets.saveFile(file, {
      kind: input.format === 'zip' ? 'archive' : 'audio',
      contentType: CONTENT_TYPES[input.format],
      ownerUserId: job.owner.userId,
      sessionId: job.owner.sessionId,
      projectId: input.project_id,
      projectKind: MUSIC_PROJECT_KIND,
      durationSeconds,
      jobId: job.id,
    });
    const record: ExportRecord = {
      media_id: saved.id,
      url: saved.url,
      format: input.format,
      file_name: exportFileName(input.title, input.format),
      size: saved.size,
      duration_seconds: durationSeconds,
      created_at: new Date().toISOString(),
    };
    const replaced = await this.projects.setExport(input.project_id, input.format, record);
    if (replaced && replaced.media_id !== record.media_id) await removeMusicFiles(this.assets, [replaced.media_id], this.logger);
    return mapExport(record);
  }
}
