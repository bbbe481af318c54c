import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Response } from 'express';
import { engineHeader } from '../../../engines/engine-descriptor';
import type { Caller } from '../../../identity/http/caller.decorator';
import type { JobOwner } from '../../../jobs/job-record';
import { JobHttp } from '../../../jobs/http/job-http.service';
import { JobsService } from '../../../jobs/jobs.service';
import { DailyQuotas } from '../../../metering/quotas/daily-quotas.service';
import { quotaCallerOf } from '../../../metering/quotas/quota-caller';
import type { VideoJobAcceptedDto, VideoJobStatusDto, VideoResponseDto } from './dto/video-response.dto';
import { type VideoJob, mapVideo, mapVideoAccepted, mapVideoJobStatus } from './video-job.mapper';
import { VIDEO_JOB_SETTINGS, VIDEO_QUEUE_FAILED_MESSAGE } from './video.constants';
import type { VideoJobInput, VideoJobSettings } from './video.constants';
import { HELD_VIDEO_ERRORS, VideoException } from './video.errors';
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
export class VideoService implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly http: JobHttp,
    private readonly quotas: DailyQuotas,
    @Inject(VIDEO_JOB_SETTINGS) private readonly settings: VideoJobSettings,
  ) {}

  onModuleInit(): void {
    this.jobs.declare(this.settings.kind);
  }

  /** The job, found by its request id or newly submitted; throws 409 when the request id belongs to another prompt. */
  async start(caller: Caller, request: VideoRequest): Promise<VideoJob> {
    const owner: JobOwner = { userId: caller.user?.id ?? null, sessionId: request.sessionId };
    const requestKey = request.requestId ?? randomUUID();
    const existing = await this.jobs.findByRequestKey(owner, this.settings.kind, requestKey);
    const job = existing ?? (await this.submit(caller, owner, requestKey, request));
    if (job.input.prompt !== request.prompt) throw VideoException.requestIdReused();
    if (existing) await this.jobs.ensureQueued(existing);
    return job;
  }

  /** 202 with the job (Prefer: respond-async), or the video once the job is done (X-Engine names the engine). */
  answer(job: VideoJob, sessionId: string, prefer: string | undefined, response: Response): Promise<VideoResponseDto | VideoJobAcceptedDto> {
    return this.http.answer({
      job,
      prefer,
      response,
      waitMs: this.settings.waitTimeoutMs,
      errors: HELD_VIDEO_ERRORS,
      kind: this.settings.kind,
      accepted: mapVideoAccepted,
      completed: (finished, result) => {
        const video = mapVideo(finished, result, sessionId);
        response.setHeader('X-Engine', engineHeader(video.engine));
        return video;
      },
    });
  }

  async status(caller: Caller, requestId: string, sessionId: string): Promise<VideoJobStatusDto> {
    const owner = { userId: caller.user?.id ?? null, sessionId };
    const job = await this.jobs.findByRequestKey(owner, this.settings.kind, requestId);
    if (!job) throw VideoException.jobNotFound();
    return mapVideoJobStatus(job);
  }

  /** The quota is held by the job once it exists; a concurrent twin that lost the insert gives its hold back. */
  private async submit(caller: Caller, owner: JobOwner, requestKey: string, request: VideoRequest): Promise<VideoJob> {
    const reservation = await this.quotas.reserve(quotaCallerOf(caller, request.sessionId), 'video');
    const input: VideoJobInput = { prompt: request.prompt, session_id: request.sessionId };
    try {
      const { job } = await this.jobs.submit({ kind: this.settings.kind, owner, requestKey, input, reservations: [reservation] });
      return job;
    } catch (error) {
      const stranded = await this.jobs.findByRequestKey(owner, this.settings.kind, requestKey).catch(() => null);
      if (stranded && (await this.jobs.failUnqueued(stranded, { code: 'provider', message: VIDEO_QUEUE_FAILED_MESSAGE }))) {
        throw EngineFailureException.ofKind('provider', VIDEO_QUEUE_FAILED_MESSAGE);
      }
      throw error;
    }
  }
}
