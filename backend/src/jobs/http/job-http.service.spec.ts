import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import type { JobRecord } from '../job-record';
import type { JobsService } from '../jobs.service';
import type { HeldJobErrors } from './held-job-errors';
import { JobHttp } from './job-http.service';

interface Input { prompt: string }
interface Result { media_id: string }
const KIND = { name: 'test.kind' };

const job = (patch: Partial<JobRecord<Input, Result>> = {}): JobRecord<Input, Result> =>
  ({ id: 'j1', kind: KIND.name, status: 'queued', progress: 0, input: { prompt: 'p' }, result: null, error: null, ...patch }) as JobRecord<Input, Result>;

/** What the helper uses of an Express response: status, headers, and `close`. */
class FakeResponse extends EventEmitter {
  statusCode = 200;
  headers: Record<string, string> = {};
  writableFinished = false;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  setHeader(name: string, value: string) {
    this.headers[name] = value;
    return this;
  }
}

class Refused extends Error {}
const errors: HeldJobErrors = {
  shuttingDown: () => new Refused('503'),
  clientGone: () => new Refused('499'),
  stillRunning: () => new Refused('504'),
  failed: (failed) => new Refused(`502 ${failed.error?.message}`),
};

describe(JobHttp.name, () => {
  let finals: { resolve: (job: JobRecord) => void; signal: AbortSignal }[];
  let http: JobHttp;
  let response: FakeResponse;
  const answer = (prefer?: string, waitMs = 60_000) =>
    http.answer({
      job: job(),
      kind: KIND,
      prefer,
      response: response as unknown as Response,
      waitMs,
      errors,
      accepted: (accepted) => ({ job_id: accepted.id, status: accepted.status }),
      completed: (_finished, result) => ({ url: `/api/media/${result.media_id}` }),
    });
  /** Resolves once the helper is waiting for the job. */
  const waiting = async () => {
    while (!finals.length) await new Promise((resolve) => setImmediate(resolve));
    return finals[0];
  };

  beforeEach(() => {
    finals = [];
    const jobs = {
      waitForFinal: (_id: string, signal: AbortSignal) =>
        new Promise<JobRecord>((resolve, reject) => {
          finals.push({ resolve, signal });
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
    } as unknown as JobsService;
    http = new JobHttp(jobs);
    response = new FakeResponse();
  });

  it('answers 202 with the job at once when the client prefers respond-async', async () => {
    await expect(answer('wait=10, respond-async')).resolves.toEqual({ job_id: 'j1', status: 'queued' });
    expect(response.statusCode).toBe(202);
    expect(response.headers['Preference-Applied']).toBe('respond-async');
    expect(finals).toHaveLength(0);
  });

  it('holds the request until the job completes and answers with its result', async () => {
    const answering = answer();
    (await waiting()).resolve(job({ status: 'completed', result: { media_id: 'm1' } }));
    await expect(answering).resolves.toEqual({ url: '/api/media/m1' });
    expect(response.statusCode).toBe(200);
  });

  it("answers a failed job with the area's failure", async () => {
    const answering = answer();
    (await waiting()).resolve(job({ status: 'failed', error: { code: 'provider', message: 'No video.' } }));
    await expect(answering).rejects.toThrow('502 No video.');
  });

  it('stops holding when the client goes away before its answer', async () => {
    const answering = answer();
    const wait = await waiting();
    response.emit('close');
    await expect(answering).rejects.toThrow('499');
    expect(wait.signal.aborted).toBe(true);
  });

  it('stops holding when the server shuts down', async () => {
    const answering = answer();
    await waiting();
    http.beforeApplicationShutdown();
    await expect(answering).rejects.toThrow('503');
  });

  it('stops holding when the wait runs out, leaving the job to be polled', async () => {
    const answering = answer(undefined, 5);
    await expect(answering).rejects.toThrow('504');
  });

  it('refuses a finished job of another kind rather than reading its result with the wrong shape', async () => {
    const answering = answer();
    (await waiting()).resolve({ ...job({ status: 'completed', result: { media_id: 'm1' } }), kind: 'other.kind' });
    await expect(answering).rejects.toThrow('not test.kind');
  });
});
