import { BeforeApplicationShutdown, HttpStatus, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { JobRecord } from '../job-record';
import { JobsService } from '../jobs.service';
import { type JobKindName, jobOfKind } from '../typed-job';
import type { HeldJobErrors } from './held-job-errors';
import { abortedWhenClientLeaves, prefersAsync } from './request-signals';

export interface JobAnswer<TInput extends object, TResult extends object, TAccepted, TDone> {
  job: JobRecord<TInput, TResult>;
  /** The job's kind: the finished job is read with its types. */
  kind: JobKindName<TInput, TResult>;
  /** The request's `Prefer` header: `respond-async` asks for 202 with the job at once. */
  prefer: string | undefined;
  response: Response;
  /** The 202 body: the job to follow at GET /api/jobs/{id}/events. */
  accepted(job: JobRecord<TInput, TResult>): TAccepted;
  /** The 200 body, from the completed job and its result (may set headers on the response, e.g. X-Engine). */
  completed(job: JobRecord<TInput, TResult>, result: TResult): TDone | Promise<TDone>;
  /** How long a held request waits for the job. */
  waitMs: number;
  errors: HeldJobErrors;
}

/**
 * The HTTP side of a durable request (DESIGN §3, `jobs/`): 202 with the job when the client asks for it
 * (`Prefer: respond-async`), otherwise hold the request until the job is final — and stop holding when the
 * client goes away, the server stops or the wait runs out. The job itself never stops for any of these.
 */
@Injectable()
export class JobHttp implements BeforeApplicationShutdown {
  private readonly shutdown = new AbortController();

  constructor(private readonly jobs: JobsService) {}

  /** Held requests answer 503 instead of holding the HTTP server open through a restart. */
  beforeApplicationShutdown(): void {
    this.shutdown.abort();
  }

  async answer<TInput extends object, TResult extends object, TAccepted, TDone>(
    request: JobAnswer<TInput, TResult, TAccepted, TDone>,
  ): Promise<TAccepted | TDone> {
    if (prefersAsync(request.prefer)) {
      request.response.status(HttpStatus.ACCEPTED).setHeader('Preference-Applied', 'respond-async');
      return request.accepted(request.job);
    }
    const final = await this.waitForFinal(request.job, abortedWhenClientLeaves(request.response), request.waitMs, request.errors);
    const finished = jobOfKind(final, request.kind);
    if (finished.status !== 'completed' || !finished.result) throw request.errors.failed(finished);
    return request.completed(finished, finished.result);
  }

  /** The job once final; each reason to stop waiting becomes the area's answer for it. */
  private async waitForFinal(job: JobRecord<object, object>, clientGone: AbortSignal, waitMs: number, errors: HeldJobErrors): Promise<JobRecord> {
    const timeout = AbortSignal.timeout(waitMs);
    try {
      return await this.jobs.waitForFinal(job.id, AbortSignal.any([clientGone, this.shutdown.signal, timeout]));
    } catch (error) {
      if (this.shutdown.signal.aborted) throw errors.shuttingDown();
      if (clientGone.aborted) throw errors.clientGone();
      if (timeout.aborted) throw errors.stillRunning();
      throw error;
    }
  }
}
