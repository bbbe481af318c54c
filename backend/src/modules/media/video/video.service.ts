import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { BeforeApplicationShutdown, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Caller } from '../../../identity/http/caller.decorator';
import { JobQueue } from '../../../jobs/job-queue.service';
import { quotaCallerOf } from '../../../quotas/quota-caller';
import { quotaDay } from '../../../quotas/quota-day';
import { quotaSubjects } from '../../../quotas/quota-subject';
import { QuotasService } from '../../../quotas/quotas.service';
import type { VideoJobStatusDto, VideoResponseDto } from './dto/video-response.dto';
import { mapVideo, mapVideoJobStatus } from './video-job.mapper';
import { VideoJobOwner, VideoJobRow, VideoJobsRepository } from './video-jobs.repository';
import { declareVideoQueues, VideoJobData } from './video-queues';
import { VIDEO_JOB_SETTINGS, VIDEO_QUEUE } from './video.constants';
import type { VideoJobSettings } from './video.constants';
import { VideoException } from './video.errors';

export interface VideoRequest {
  prompt: string;
  sessionId: string;
  requestId?: string;
}

const QUEUE_FAILED_MESSAGE = 'The video could not be queued. Please try again.';

/**
 * POST /api/video/generate and the progress endpoint: find or create the caller's job, charge the
 * quota once per job, make sure it is enqueued, and hold the request until the job's row is final.
 */
@Injectable()
export class VideoService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly shutdown = new AbortController();

  constructor(
    private readonly rows: VideoJobsRepository,
    private readonly jobs: JobQueue,
    private readonly quotas: QuotasService,
    @Inject(VIDEO_JOB_SETTINGS) private readonly settings: VideoJobSettings,
  ) {}

  onModuleInit(): void {
    declareVideoQueues(this.jobs, this.settings);
  }

  /** Waiting requests answer 503 instead of holding the HTTP server open through a restart. */
  beforeApplicationShutdown(): void {
    this.shutdown.abort();
  }

  /** `clientGone` aborts when the caller disconnects: the job carries on, only the waiting stops. */
  async generate(caller: Caller, request: VideoRequest, clientGone: AbortSignal): Promise<VideoResponseDto> {
    const owner = { userId: caller.user?.id ?? null, sessionId: request.sessionId };
    const row = await this.findOrCreate(caller, owner, request.prompt, request.requestId ?? randomUUID());
    if (row.prompt !== request.prompt) throw VideoException.requestIdReused();
    if (row.status === 'queued' || row.status === 'active') await this.enqueue(row);
    const finished = await this.waitUntilFinished(row.id, clientGone);
    if (finished.status === 'failed' || !finished.media_id) throw VideoException.jobFailed(finished.error_kind, finished.message);
    return mapVideo(finished, request.sessionId);
  }

  async status(caller: Caller, requestId: string, sessionId: string): Promise<VideoJobStatusDto> {
    const row = await this.rows.findOwned({ userId: caller.user?.id ?? null, sessionId }, requestId);
    if (!row) throw VideoException.jobNotFound();
    return mapVideoJobStatus(row);
  }

  /** The quota is reserved only for a job that gets created; a concurrent twin that lost the insert gives it back. */
  private async findOrCreate(caller: Caller, owner: VideoJobOwner, prompt: string, requestId: string): Promise<VideoJobRow> {
    const existing = await this.rows.findOwned(owner, requestId);
    if (existing) return existing;
    const now = new Date();
    const quotaCaller = quotaCallerOf(caller, owner.sessionId);
    const reservation = await this.quotas.reserve(quotaCaller, 'video', now);
    let created: VideoJobRow | null;
    try {
      created = await this.rows.create({
        owner,
        requestId,
        prompt,
        quotaSubjects: quotaSubjects(quotaCaller, 'video')
          .filter((subject) => subject.limit !== null)
          .map((subject) => subject.key),
        quotaDay: quotaDay(now),
      });
    } catch (error) {
      await reservation.refund();
      throw error;
    }
    if (created) return created;
    await reservation.refund();
    const winner = await this.rows.findOwned(owner, requestId);
    if (!winner) throw new Error(`video job ${requestId} vanished right after a conflicting insert`);
    return winner;
  }

  /**
   * Sent with the row's id, so repeating it is a no-op while pg-boss holds the job; repeating it on
   * every attach also recovers a job whose first request died between the insert and the send.
   */
  private async enqueue(row: VideoJobRow): Promise<void> {
    try {
      await this.jobs.send(VIDEO_QUEUE, { videoJobId: row.id } satisfies VideoJobData, row.id);
    } catch (error) {
      if (await this.rows.fail(row.id, null, QUEUE_FAILED_MESSAGE, 'provider')) throw VideoException.jobFailed('provider', QUEUE_FAILED_MESSAGE);
      throw error;
    }
  }

  private async waitUntilFinished(id: string, clientGone: AbortSignal): Promise<VideoJobRow> {
    const signal = AbortSignal.any([clientGone, this.shutdown.signal]);
    const deadline = Date.now() + this.settings.waitTimeoutMs;
    for (;;) {
      const row = await this.rows.get(id);
      if (!row) throw VideoException.jobNotFound();
      if (row.status === 'completed' || row.status === 'failed') return row;
      if (Date.now() >= deadline) throw VideoException.stillRunning();
      try {
        await sleep(this.settings.waitPollMs, undefined, { signal });
      } catch {
        throw this.shutdown.signal.aborted ? VideoException.shuttingDown() : VideoException.clientGone();
      }
    }
  }
}
