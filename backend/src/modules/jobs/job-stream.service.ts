import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { SseStream, eventFrame } from '../../common/http/sse-stream';
import { JobChange, JobEvents } from '../../jobs/job-events.service';
import { type JobOwner, type JobRecord, isFinal } from '../../jobs/job-record';
import { JobsService } from '../../jobs/jobs.service';
import type { JobDto } from '../../jobs/http/job.dto';
import { mapJob } from './job.mapper';
import { JobsException } from './jobs.errors';

export interface JobStreamSettings {
  heartbeatMs: number;
}

export const JOB_STREAM_SETTINGS = Symbol('JOB_STREAM_SETTINGS');
export const DEFAULT_JOB_STREAM_SETTINGS: JobStreamSettings = { heartbeatMs: 15_000 };

/** The event every frame carries: the whole job as GET /api/jobs/:id answers it. */
export const JOB_EVENT = 'job';

/**
 * A job's changes as Server-Sent Events: `id: <version>` + `event: job` + the job, first the current state
 * (unless the client's Last-Event-ID says it has it), then every change as it commits; the stream ends
 * after the final state. Subscribed before the first read, so no change can fall between the two.
 */
@Injectable()
export class JobStreamService {
  constructor(
    private readonly jobs: JobsService,
    private readonly events: JobEvents,
    @Inject(JOB_STREAM_SETTINGS) private readonly settings: JobStreamSettings,
  ) {}

  async find(owner: JobOwner, id: string): Promise<JobRecord> {
    const job = await this.jobs.findOwned(owner, id);
    if (!job) throw JobsException.notFound();
    return job;
  }

  /** Errors before the stream opens (404, 503) are answered as JSON; after, the stream just ends. */
  async stream(owner: JobOwner, id: string, lastEventId: number, response: Response): Promise<void> {
    await this.find(owner, id);
    let latest: JobDto | null = null;
    let sse: SseStream | null = null;
    let reading: Promise<void> = Promise.resolve();
    const send = (job: JobDto) => {
      if (!sse || job.version <= (latest?.version ?? lastEventId)) return;
      latest = job;
      void sse.send(eventFrame(job.version, JOB_EVENT, job));
      if (isFinal(job.status)) stop();
    };
    const reread = () => {
      reading = reading.then(async () => {
        const job = await this.jobs.get(id).catch(() => null);
        if (job) send(mapJob(job));
      });
    };
    const onChange = (change: JobChange) => {
      // Progress goes out from the notification itself; a final state carries a result and changed items
      // their states (an item's result among them), read from the row.
      const { items_changed: itemsChanged, ...progress } = change;
      if (isFinal(change.status) || !latest || itemsChanged) reread();
      else reading = reading.then(() => send({ ...(latest as JobDto), ...progress, updated_at: new Date().toISOString() }));
    };
    const unsubscribe = await this.events.subscribe(id, onChange, reread);
    const stop = () => {
      unsubscribe();
      sse?.close();
    };
    response.once('close', () => {
      unsubscribe();
      sse?.stop();
    });
    sse = SseStream.open(response, this.settings.heartbeatMs);
    reread();
    await reading;
  }
}
