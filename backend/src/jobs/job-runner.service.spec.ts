import { Logger } from '@nestjs/common';
import type { ProcessLease } from '../database/process-lease';
import type { MeteringService } from '../metering/metering.service';
import type { ReservationSweeper } from '../metering/reservation-sweeper';
import type { JobKind } from './job-kind';
import type { JobQueue } from './job-queue.service';
import type { JobRecord } from './job-record';
import { JobRunner } from './job-runner.service';
import type { ConsumedJob, JobConsumer } from './jobs.constants';
import type { JobsRepository } from './jobs.repository';
import type { JobsService } from './jobs.service';

// The outage waits of the real schedule (0.5 s, 1 s, …) shortened: the order of events is what is tested.
jest.mock('./retry-while-unavailable', () => ({
  ...jest.requireActual('./retry-while-unavailable'),
  OUTAGE_RETRY_DELAYS: { waitMs: 1, maxWaitMs: 4 },
}));

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

const KIND: JobKind = {
  name: 'test.render',
  concurrency: 1,
  retryLimit: 1,
  expireInSeconds: 60,
  lostFailure: { code: 'lost', message: 'The render took too long and was stopped. Please try again.' },
  run: jest.fn(async () => ({ done: true })),
  describeFailure: () => ({ code: 'INTERNAL', message: 'failed', retry: false }),
};

const record = (attempt: number): JobRecord =>
  ({ id: 'job-1', kind: KIND.name, attempt, status: 'active', items: [], checkpoints: {}, reservations: [], input: {} }) as unknown as JobRecord;

const delivery: ConsumedJob<{ jobId: string }> = { id: 'job-1', data: { jobId: 'job-1' }, retryCount: 0, retryLimit: 1, expireInSeconds: 60 };

/** A runner with `KIND` registered over fakes; `handle` is what pg-boss's loop would call with a delivery. */
function runnerWith(rows: Partial<JobsRepository>, lease: Partial<ProcessLease> = {}) {
  const consumers: JobConsumer<object>[] = [];
  const queue = { consume: (consumer: JobConsumer<object>) => consumers.push(consumer) } as unknown as JobQueue;
  const jobs = { declare: jest.fn() } as unknown as JobsService;
  const fullLease = { key: async () => 7, onLost: () => () => undefined, ...lease } as unknown as ProcessLease;
  const sweeper = { registerHolderKind: jest.fn() } as unknown as ReservationSweeper;
  const runner = new JobRunner(queue, jobs, rows as JobsRepository, fullLease, {} as MeteringService, sweeper);
  runner.onModuleInit();
  runner.register(KIND);
  const handle = (job: ConsumedJob<object>) => consumers.find((consumer) => consumer.queue === 'test-render')!.handle(job);
  return { runner, handle };
}

describe(JobRunner.name, () => {
  beforeEach(() => {
    jest.mocked(KIND.run).mockClear();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('waits out a database that cannot be reached before the attempt begins, instead of failing the delivery into a retry at once', async () => {
    let keyCalls = 0;
    const start = jest.fn().mockRejectedValueOnce(refused()).mockResolvedValue(record(1));
    const complete = jest.fn(async () => ({ ...record(1), status: 'completed' as const, reservations: [] }));
    const { handle } = runnerWith(
      { start, complete, setProgress: jest.fn() },
      {
        key: async () => {
          keyCalls += 1;
          if (keyCalls === 1) throw refused();
          return 7;
        },
      },
    );

    await expect(handle(delivery)).resolves.toBeUndefined();

    expect(keyCalls).toBe(3);
    expect(start).toHaveBeenCalledTimes(2);
    expect(start).toHaveBeenLastCalledWith('job-1', 'process:7');
    expect(KIND.run).toHaveBeenCalledTimes(1);
    expect(complete).toHaveBeenCalledWith('job-1', 1, { done: true });
  });

  it('stops waiting when the process stops: the delivery fails into pg-boss retry', async () => {
    const start = jest.fn().mockRejectedValue(refused());
    const { runner, handle } = runnerWith({ start });

    const handled = handle(delivery);
    runner.beforeApplicationShutdown();

    await expect(handled).rejects.toThrow('ECONNREFUSED');
    expect(KIND.run).not.toHaveBeenCalled();
  });

  it('does not wait for a job whose row another attempt claimed or that already ended', async () => {
    const start = jest.fn(async () => null);
    const { handle } = runnerWith({ start });

    await expect(handle(delivery)).resolves.toBeUndefined();
    expect(start).toHaveBeenCalledTimes(1);
    expect(KIND.run).not.toHaveBeenCalled();
  });

  describe('a retryable failure: the row is taken back for the next attempt by one party only', () => {
    const failingRun = () => jest.mocked(KIND.run).mockRejectedValueOnce(refused());

    it('the attempt takes it back once the database is back, and fails its delivery into pg-boss retry', async () => {
      failingRun();
      const requeue = jest.fn().mockRejectedValueOnce(refused()).mockResolvedValue(true);
      const { handle } = runnerWith({ start: jest.fn(async () => record(1)), requeue, setProgress: jest.fn() });

      await expect(handle(delivery)).rejects.toThrow('ECONNREFUSED');
      expect(requeue).toHaveBeenCalledTimes(2);
      expect(requeue).toHaveBeenLastCalledWith('job-1', 1, expect.stringMatching(/Trying again…$/));
    });

    it('leaves the delivery to the supervisor when the lease is lost before the row could be written', async () => {
      failingRun();
      let lose: (key: number) => void = () => undefined;
      const requeue = jest.fn(async () => {
        lose(7);
        throw refused();
      });
      const { handle } = runnerWith(
        { start: jest.fn(async () => record(1)), requeue, setProgress: jest.fn() },
        {
          onLost: (listener: (key: number) => void) => {
            lose = listener;
            return () => undefined;
          },
        },
      );

      // The delivery loop leaves a superseded attempt's delivery alone (delivery-loop.ts).
      await expect(handle(delivery)).rejects.toMatchObject({ name: 'AttemptSupersededError' });
      expect(requeue).toHaveBeenCalledTimes(1);
    });

    it('leaves the delivery alone when the row is no longer the attempt\'s (the supervisor took it back)', async () => {
      failingRun();
      const requeue = jest.fn(async () => false);
      const { handle } = runnerWith({ start: jest.fn(async () => record(1)), requeue, setProgress: jest.fn() });

      await expect(handle(delivery)).rejects.toMatchObject({ name: 'AttemptSupersededError' });
    });
  });
});
