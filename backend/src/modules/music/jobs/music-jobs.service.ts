import { randomUUID } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Response } from 'express';
import { mapJobAccepted } from '../../../jobs/http/job-accepted.dto';
import { JobHttp } from '../../../jobs/http/job-http.service';
import type { JobKindSpec } from '../../../jobs/job-kind';
import type { JobOwner, JobRecord } from '../../../jobs/job-record';
import { JobsService } from '../../../jobs/jobs.service';
import type { Reservation } from '../../../metering/reservation';
import type { MusicJobAcceptedDto } from '../dto/music-responses.dto';
import { BEAT_JOB, EXPORT_JOB, MUSIC_WAIT_MS } from '../music.constants';
import { HELD_MUSIC_ERRORS, MusicException } from '../music.errors';

export interface RenderSubmission<TInput extends object, TResult extends object> {
  kind: JobKindSpec<TInput, TResult>;
  owner: JobOwner;
  /** From the client (or made here): the same key again finds the same job. */
  requestId?: string;
  projectId: string;
  /** Built only when a new job is needed. */
  input(requestKey: string): TInput;
  /** Whether an existing job with this key was asked for the same thing. */
  sameRequest(job: JobRecord<TInput, TResult>): boolean;
  /** Held by the job from its creation; asked for only when one is created. */
  reserve(): Promise<Reservation>;
}

/**
 * Beat renders and exports as durable jobs: find the job a request id names or submit a new one (holding
 * its usage), then answer at once (202) or hold the request until the job is final.
 */
@Injectable()
export class MusicJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly http: JobHttp,
  ) {}

  onModuleInit(): void {
    this.jobs.declare(BEAT_JOB);
    this.jobs.declare(EXPORT_JOB);
  }

  async submit<TInput extends object, TResult extends object>(request: RenderSubmission<TInput, TResult>): Promise<{ job: JobRecord<TInput, TResult>; created: boolean }> {
    const requestKey = request.requestId ?? randomUUID();
    const existing = await this.jobs.findByRequestKey(request.owner, request.kind, requestKey);
    if (existing) {
      if (!request.sameRequest(existing)) throw MusicException.requestIdReused();
      await this.jobs.ensureQueued(existing);
      return { job: existing, created: false };
    }
    const reservation = await request.reserve();
    const submitted = await this.jobs.submit({
      kind: request.kind,
      owner: request.owner,
      requestKey,
      projectId: request.projectId,
      input: request.input(requestKey),
      reservations: [reservation],
    });
    if (!submitted.created && !request.sameRequest(submitted.job)) throw MusicException.requestIdReused();
    return submitted;
  }

  /**
   * 202 with the job (Prefer: respond-async) or, held until the job is final, `completed(result)`; a failed
   * job answers its stored error.
   */
  answer<I extends object, R extends object, T>(
    job: JobRecord<I, R>,
    kind: JobKindSpec<I, R>,
    projectId: string,
    prefer: string | undefined,
    response: Response,
    completed: (result: R) => T | Promise<T>,
  ): Promise<T | MusicJobAcceptedDto> {
    return this.http.answer({
      job,
      kind,
      prefer,
      response,
      waitMs: MUSIC_WAIT_MS,
      errors: HELD_MUSIC_ERRORS,
      accepted: (accepted) => ({ ...mapJobAccepted(accepted), project_id: projectId }),
      completed: (_finished, result) => completed(result),
    });
  }
}
