import { rm, rmdir } from 'node:fs/promises';
import * as path from 'node:path';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { Engines } from '../../../engines/create-engines';
import { EngineError } from '../../../engines/engine-error';
import { ENGINES } from '../../../engines/engines.module';
import type { VideoResult } from '../../../engines/video-engine';
import type { ConsumedJob } from '../../../jobs/jobs.constants';
import { JobQueue } from '../../../jobs/job-queue.service';
import { MediaStorage } from '../../../storage/media-storage.service';
import { declareVideoQueues, VideoJobData } from './video-queues';
import { VideoJobRow, VideoJobsRepository } from './video-jobs.repository';
import { ProgressWriter } from './video-progress';
import {
  VIDEO_DEAD_LETTER_QUEUE,
  VIDEO_FAILED_MESSAGE,
  VIDEO_JOB_SETTINGS,
  VIDEO_LOST_MESSAGE,
  VIDEO_QUEUE,
  VIDEO_WORKER_CONCURRENCY,
} from './video.constants';
import type { VideoJobSettings } from './video.constants';

/**
 * Runs video jobs in consuming processes: render with the video engine, store the MP4, record the
 * outcome on the job's row. Provider errors and lost workers are retried by pg-boss up to the retry
 * limit; bad input and a missing engine fail at once. A job that fails for good is refunded.
 */
@Injectable()
export class VideoJobHandler implements OnModuleInit {
  private readonly logger = new Logger(VideoJobHandler.name);

  constructor(
    private readonly jobs: JobQueue,
    private readonly rows: VideoJobsRepository,
    private readonly storage: MediaStorage,
    @Inject(ENGINES) private readonly engines: Engines,
    @Inject(VIDEO_JOB_SETTINGS) private readonly settings: VideoJobSettings,
  ) {}

  onModuleInit(): void {
    declareVideoQueues(this.jobs, this.settings);
    this.jobs.consume<VideoJobData>({
      queue: VIDEO_QUEUE,
      concurrency: VIDEO_WORKER_CONCURRENCY,
      handle: (job) => this.run(job),
    });
    this.jobs.consume<VideoJobData>({ queue: VIDEO_DEAD_LETTER_QUEUE, concurrency: 1, handle: (job) => this.giveUp(job) });
  }

  async run(job: ConsumedJob<VideoJobData>): Promise<void> {
    const row = await this.rows.start(job.data.videoJobId);
    if (!row) return;
    // pg-boss fails the attempt at its expiry without stopping it; stop the render too, so a retry never races it.
    const deadline = AbortSignal.timeout(job.expireInSeconds * 1000);
    const progress = new ProgressWriter(
      (percent) => this.rows.setProgress(row.id, row.attempt, percent),
      this.settings.progressWriteMs,
      (error) => this.logger.warn(`progress of video job ${row.id} not written: ${String(error)}`),
    );
    let video: VideoResult | undefined;
    try {
      video = await this.engines.video.generate(row.prompt, { signal: deadline, onProgress: (f) => progress.report(f) });
      await progress.close();
      await this.store(row, video);
    } catch (error) {
      await progress.close();
      if (video) await discard(video.path);
      if (deadline.aborted) throw error;
      await this.fail(job, row, error);
    }
  }

  /** Dead letter: pg-boss gave up (every attempt expired or died); the row must not stay active. */
  async giveUp(job: ConsumedJob<VideoJobData>): Promise<void> {
    if (await this.rows.fail(job.data.videoJobId, null, VIDEO_LOST_MESSAGE, 'lost')) {
      this.logger.warn(`video job ${job.data.videoJobId} failed for good after its attempts were lost`);
    }
  }

  private async store(row: VideoJobRow, video: VideoResult): Promise<void> {
    const saved = await this.storage.saveFile(video.path, {
      contentType: video.contentType,
      kind: 'video',
      ownerUserId: row.user_id,
      sessionId: row.session_id,
    });
    await removeEmptyParent(video.path);
    const finished = { mediaId: saved.id, seconds: video.seconds, width: video.width, height: video.height, engine: video.engine };
    if (!(await this.rows.complete(row.id, row.attempt, finished))) {
      this.logger.warn(`video job ${row.id}: attempt ${row.attempt} finished after it was superseded; media ${saved.id} unused`);
    }
  }

  /** Final → the row fails (and is refunded) and the job completes; otherwise pg-boss retries it. */
  private async fail(job: ConsumedJob<VideoJobData>, row: VideoJobRow, error: unknown): Promise<void> {
    const engineError = error instanceof EngineError ? error : null;
    const message = engineError?.message ?? VIDEO_FAILED_MESSAGE;
    const retryable = !engineError || engineError.kind === 'provider' || engineError.kind === 'timeout';
    if (!engineError) this.logger.error(`video job ${row.id} attempt ${row.attempt} failed: ${String(error)}`);
    if (retryable && job.retryCount < job.retryLimit) {
      await this.rows.requeue(row.id, row.attempt, `${message} Trying again…`);
      throw error;
    }
    await this.rows.fail(row.id, row.attempt, message, engineError?.kind ?? 'provider');
  }
}

async function discard(file: string): Promise<void> {
  await rm(file, { force: true });
  await removeEmptyParent(file);
}

/** Engines write into a temporary directory of their own; once the file moved out, the directory goes too. */
async function removeEmptyParent(file: string): Promise<void> {
  await rmdir(path.dirname(file)).catch(() => undefined);
}
