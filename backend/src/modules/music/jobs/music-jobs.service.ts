import { randomUUID } from 'node:crypto';
import { BeforeApplicationShutdown, Injectable, OnModuleInit } from '@nestjs/common';
import type { JobKindSpec } from '../../../jobs/job-kind';
import type { JobOwner, JobRecord } from '../../../jobs/job-record';
import { JobsService } from '../../../jobs/jobs.service';
import type { Reservation } from '../../../metering/reservation';
import type { MusicJobAcceptedDto } from '../dto/music-responses.dto';
import { BEAT_JOB, EXPORT_JOB, MUSIC_WAIT_MS } from '../music.constants';
import { MusicException } from '../music.errors';
import { EngineFailureException } from '../../../engines/engine-error-responses';

export interface RenderSubmission {
  kind: JobKindSpec;
  owner: JobOwner;
  /** From the client (or made here): the same key again finds the same job. */
  requestId?: string;
  projectId: string;
  /** Built only when a new job is needed. */
  input(requestKey: string): object;
  /** Whether an existing job with this key was asked for the same thing. */
  sameRequest(job: JobRecord): boolean;
  /** Held by the job from its creation; asked for only when one is created. */
  reserve(): Promise<Reservation>;
}

/**
 * Beat renders and exports as durable jobs: find the job a request id names or submit a new one (holding
 * its usage), then answer at once (202) or hold the request until the job is final.
 */
@Injectable()
export class MusicJobs implements OnModuleInit, BeforeApplicationShutdown {
  private readonly shutdown = new AbortController();

  constructor(private readonly jobs: JobsService) {}

  onModuleInit(): void {
    this.jobs.declare(BEAT_JOB);
    this.jobs.declare(EXPORT_JOB);
  }

  /** Waiting requests answer 503 instead of holding the server open through a restart. */
  beforeApplicationShutdown(): void {
    this.shutdown.abort();
  }

  async submit(request: RenderSubmission): Promise<{ job: JobRecord; created: boolean }> {
    const requestKey = request.requestId ?? randomUUID();
    const existing = await this.jobs.findByRequestKey(request.owner, request.kind.name, requestKey);
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

  accepted(job: JobRecord, projectId: string): MusicJobAcceptedDto {
    return { job_id: job.id, status: job.status, progress: job.progress, events_url: `/api/jobs/${job.id}/events`, project_id: projectId };
  }

  /** The completed job's result; a failed job answers its stored error. `clientGone` only stops the waiting. */
  async result<T>(job: JobRecord, clientGone: AbortSignal): Promise<T> {
    const timeout = AbortSignal.timeout(MUSIC_WAIT_MS);
    let finished: JobRecord;
    try {
      finished = await this.jobs.waitForFinal(job.id, AbortSignal.any([clientGone, this.shutdown.signal, timeout]));
    } catch (error) {
      if (this.shutdown.signal.aborted) throw MusicException.shuttingDown();
      if (clientGone.aborted) throw MusicException.clientGone();
      if (timeout.aborted) throw MusicException.stillRunning();
      throw error;
    }
    if (finished.status !== 'completed' || !finished.result) {
      throw EngineFailureException.ofKind(finished.error?.code ?? null, finished.error?.message ?? 'The render failed. Please try again.');
    }
    return finished.result as T;
  }
}
