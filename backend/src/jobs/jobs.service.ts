import { Injectable } from '@nestjs/common';
import { MeteringService } from '../metering/metering.service';
import type { Reservation } from '../metering/reservation';
import { JobEvents } from './job-events.service';
import { type JobKindSpec, deadLetterQueueOf, queueOf } from './job-kind';
import { type JobOwner, type JobRecord, isFinal } from './job-record';
import { JobQueue } from './job-queue.service';
import { queuedItems } from './job-items';
import { JobsRepository } from './jobs.repository';
import { type JobKindName, jobOfKind } from './typed-job';

export interface SubmitJob<TInput extends object, TResult extends object> {
  kind: JobKindSpec<TInput, TResult>;
  owner: JobOwner;
  /** A client-chosen key ([A-Za-z0-9_-]{8,64}): submitting again with it returns the same job. */
  requestKey?: string | null;
  projectId?: string | null;
  input: TInput;
  /** A batch: the keys of its items (e.g. scene ids), each followed with its own state. */
  items?: readonly string[];
  /** Usage the job holds: settled when it completes, released when it fails for good. */
  reservations?: readonly Reservation[];
}

export interface Submitted<TInput extends object = object, TResult extends object = object> {
  job: JobRecord<TInput, TResult>;
  /** False when the owner's request key named an existing job (nothing new was charged). */
  created: boolean;
}

/** How long a wait re-reads the row even without a notification (a missed NOTIFY costs at most this). */
const WAIT_RESYNC_MS = 5_000;

/**
 * Submitting and following durable jobs, for the areas that own them. A job is a `jobs` row first (what
 * its owner sees, what survives restarts) and a pg-boss delivery second; sending again is harmless, so a
 * job whose first enqueue was lost is recovered by the next request that touches it.
 */
@Injectable()
export class JobsService {
  constructor(
    private readonly rows: JobsRepository,
    private readonly queue: JobQueue,
    private readonly events: JobEvents,
    private readonly metering: MeteringService,
  ) {}

  /** Declared by every process that submits or runs jobs of this kind; declaring twice is harmless. */
  declare(kind: JobKindSpec): void {
    this.queue.declare({ name: deadLetterQueueOf(kind.name), retryLimit: 2, expireInSeconds: 60 });
    this.queue.declare({
      name: queueOf(kind.name),
      retryLimit: kind.retryLimit,
      expireInSeconds: kind.expireInSeconds,
      deadLetter: deadLetterQueueOf(kind.name),
    });
  }

  /**
   * Creates the job (or finds the one its request key names) and makes sure it is queued. Reservations
   * move to the job only when it is created; a request that lost the race releases them.
   */
  async submit<TInput extends object, TResult extends object>(request: SubmitJob<TInput, TResult>): Promise<Submitted<TInput, TResult>> {
    const reservations = request.reservations ?? [];
    const records = reservations.map(({ id, meter, period, subjects, amount }) => ({ id, meter, period, subjects, amount }));
    let created: JobRecord | null;
    try {
      created = await this.rows.create({
        kind: request.kind.name,
        owner: request.owner,
        projectId: request.projectId,
        requestKey: request.requestKey,
        input: request.input,
        items: request.items ? queuedItems(request.items) : [],
        reservations: records,
      });
    } catch (error) {
      await Promise.all(reservations.map((reservation) => reservation.release()));
      throw error;
    }
    if (!created) {
      await Promise.all(reservations.map((reservation) => reservation.release()));
      const existing = request.requestKey
        ? await this.findByRequestKey(request.owner, request.kind, request.requestKey)
        : null;
      if (!existing) throw new Error(`job ${request.requestKey} vanished right after a conflicting insert`);
      await this.ensureQueued(existing);
      return { job: existing, created: false };
    }
    // From here a process dying cannot strand the usage: the job settles or releases it, whoever runs it.
    await this.metering.transfer(records.map((record) => record.id), `job:${created.id}`);
    await this.ensureQueued(created);
    return { job: jobOfKind(created, request.kind), created: true };
  }

  /** Sent with the job's id, so repeating it is a no-op while pg-boss holds the job. */
  async ensureQueued(job: JobRecord<object, object>): Promise<void> {
    if (isFinal(job.status)) return;
    await this.queue.send(queueOf(job.kind), { jobId: job.id }, job.id);
  }

  get(id: string): Promise<JobRecord | null> {
    return this.rows.get(id);
  }

  findOwned(owner: JobOwner, id: string): Promise<JobRecord | null> {
    return this.rows.findOwned(owner, id);
  }

  /** The owner's job of this kind that the request key names, typed by its kind. */
  async findByRequestKey<TInput extends object, TResult extends object>(owner: JobOwner, kind: JobKindName<TInput, TResult>, requestKey: string): Promise<JobRecord<TInput, TResult> | null> {
    const job = await this.rows.findByRequestKey(owner, kind.name, requestKey);
    return job && jobOfKind(job, kind);
  }

  /** Fails a job that could not even be queued; true when this call failed it. */
  async failUnqueued(job: JobRecord<object, object>, error: { code: string; message: string }): Promise<boolean> {
    const failed = await this.rows.fail(job.id, null, error);
    if (!failed) return false;
    await Promise.all(failed.reservations.map((record) => this.metering.release(record)));
    return true;
  }

  /**
   * The job once it is completed, failed or cancelled, following its changes as they commit. `signal`
   * aborts the wait (not the job).
   */
  async waitForFinal(id: string, signal: AbortSignal): Promise<JobRecord> {
    return new Promise<JobRecord>((resolve, reject) => {
      let unsubscribe: (() => void) | undefined;
      let timer: NodeJS.Timeout | undefined;
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        unsubscribe?.();
        clearInterval(timer);
        signal.removeEventListener('abort', onAbort);
        outcome();
      };
      const onAbort = () => finish(() => reject(signal.reason));
      const check = () => {
        this.rows.get(id).then(
          (job) => {
            if (!job) finish(() => reject(new Error(`job ${id} does not exist`)));
            else if (isFinal(job.status)) finish(() => resolve(job));
          },
          (error: unknown) => finish(() => reject(error)),
        );
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      this.events
        .subscribe(id, (change) => isFinal(change.status) && check(), check)
        .then((stop) => {
          unsubscribe = stop;
          if (settled) stop();
          else {
            timer = setInterval(check, WAIT_RESYNC_MS);
            check();
          }
        }, (error: unknown) => finish(() => reject(error)));
    });
  }
}
