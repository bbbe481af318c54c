import { randomUUID } from 'node:crypto';
import { BeforeApplicationShutdown, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Caller } from '../../../identity/http/caller.decorator';
import type { JobOwner, JobRecord } from '../../../jobs/job-record';
import { JobsService } from '../../../jobs/jobs.service';
import { DailyQuotas } from '../../../metering/quotas/daily-quotas.service';
import { quotaCallerOf } from '../../../metering/quotas/quota-caller';
import type { VideoJobAcceptedDto, VideoJobStatusDto, VideoResponseDto } from './dto/video-response.dto';
import { mapVideo, mapVideoAccepted, mapVideoJobStatus, videoInputOf, videoResultOf } from './video-job.mapper';
import { VIDEO_FAILED_MESSAGE, VIDEO_JOB_SETTINGS, VIDEO_QUEUE_FAILED_MESSAGE } from './video.constants';
import type { VideoJobInput, VideoJobSettings } from './video.constants';
import { VideoException } from './video.errors';
import { EngineFailureException } from '../../../engines/engine-error-responses';

export interface VideoRequest {
  prompt: string;
  sessionId: string;
  requestId?: string;
}

/**
 * POST /api/video/generate and the progress endpoint: find or submit the caller's job (charging the
 * daily quota once per job, held by the job until it finishes), then either answer 202 at once or hold
 * the request until the job is final, following its changes as they commit.
 */
@Injectable()
export class VideoService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly shutdown = new AbortController();

  constructor(
    private readonly jobs: JobsService,
    private readonly quotas: DailyQuotas,
    @Inject(VIDEO_JOB_SETTINGS) private readonly settings: VideoJobSettings,
  ) {}

  onModuleInit(): void {
    this.jobs.declare(this.settings.kind);
  }

  /** Waiting requests answer 503 instead of holding the HTTP server open through a restart. */
  beforeApplicationShutdown(): void {
    this.shutdown.abort();
  }

  /** The job, found by its request id or newly submitted; throws 409 when the request id belongs to another prompt. */
  async start(caller: Caller, request: VideoRequest): Promise<JobRecord> {
    const owner: JobOwner = { userId: caller.user?.id ?? null, sessionId: request.sessionId };
    const requestKey = request.requestId ?? randomUUID();
    const existing = await this.jobs.findByRequestKey(owner, this.settings.kind.name, requestKey);
    const job = existing ?? (await this.submit(caller, owner, requestKey, request));
    if (videoInputOf(job).prompt !== request.prompt) throw VideoException.requestIdReused();
    if (existing) await this.jobs.ensureQueued(existing);
    return job;
  }

  accepted(job: JobRecord): VideoJobAcceptedDto {
    return mapVideoAccepted(job);
  }

  /** `clientGone` aborts when the caller disconnects: the job carries on, only the waiting stops. */
  async waitForVideo(job: JobRecord, sessionId: string, clientGone: AbortSignal): Promise<VideoResponseDto> {
    const timeout = AbortSignal.timeout(this.settings.waitTimeoutMs);
    let finished: JobRecord;
    try {
      finished = await this.jobs.waitForFinal(job.id, AbortSignal.any([clientGone, this.shutdown.signal, timeout]));
    } catch (error) {
      if (this.shutdown.signal.aborted) throw VideoException.shuttingDown();
      if (clientGone.aborted) throw VideoException.clientGone();
      if (timeout.aborted) throw VideoException.stillRunning();
      throw error;
    }
    const result = videoResultOf(finished);
    if (finished.status !== 'completed' || !result) {
      throw EngineFailureException.ofKind(finished.error?.code ?? null, finished.error?.message ?? VIDEO_FAILED_MESSAGE);
    }
    return mapVideo(finished, result, sessionId);
  }

  async status(caller: Caller, requestId: string, sessionId: string): Promise<VideoJobStatusDto> {
    const owner = { userId: caller.user?.id ?? null, sessionId };
    const job = await this.jobs.findByRequestKey(owner, this.settings.kind.name, requestId);
    if (!job) throw VideoException.jobNotFound();
    return mapVideoJobStatus(job);
  }

  /** The quota is held by the job once it exists; a concurrent twin that lost the insert gives its hold back. */
  private async submit(caller: Caller, owner: JobOwner, requestKey: string, request: VideoRequest): Promise<JobRecord> {
    const reservation = await this.quotas.reserve(quotaCallerOf(caller, request.sessionId), 'video');
    const input: VideoJobInput = { prompt: request.prompt, session_id: request.sessionId };
    try {
      const { job } = await this.jobs.submit({ kind: this.settings.kind, owner, requestKey, input, reservations: [reservation] });
      return job;
    } catch (error) {
      const stranded = await this.jobs.findByRequestKey(owner, this.settings.kind.name, requestKey).catch(() => null);
      if (stranded && (await this.jobs.failUnqueued(stranded, { code: 'provider', message: VIDEO_QUEUE_FAILED_MESSAGE }))) {
        throw EngineFailureException.ofKind('provider', VIDEO_QUEUE_FAILED_MESSAGE);
      }
      throw error;
    }
  }
}
