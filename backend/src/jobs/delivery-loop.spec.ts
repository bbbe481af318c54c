import type { Logger } from '@nestjs/common';
import { DeliveryLoop, type DeliverySource } from './delivery-loop';
import { AttemptSupersededError } from './job-context';
import type { ConsumedJob } from './jobs.constants';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A queue holding `jobs` for the loop to fetch, recording every outcome written, failing writes on request. */
class FakeSource {
  readonly written: string[] = [];
  writeFailures: Error[] = [];
  private readonly drained: Array<() => void> = [];

  constructor(private readonly jobs: string[]) {}

  add(id: string): void {
    this.jobs.push(id);
  }

  /** Resolves once every job was fetched and the loop asked again. */
  idle(): Promise<void> {
    return new Promise((resolve) => this.drained.push(resolve));
  }

  readonly source = {
    fetch: async () => {
      const id = this.jobs.shift();
      if (!id) this.drained.splice(0).forEach((resolve) => resolve());
      return id ? [{ id, data: {}, retryCount: 0, retryLimit: 1, expireInSeconds: 60 }] : [];
    },
    complete: async (_queue: string, id: string) => this.write(`complete ${id}`),
    fail: async (_queue: string, id: string, data: { message: string }) => this.write(`fail ${id}: ${data.message}`),
  } as unknown as DeliverySource;

  private write(outcome: string): void {
    const failure = this.writeFailures.shift();
    if (failure) throw failure;
    this.written.push(outcome);
  }
}

const logger = { log: jest.fn(), warn: jest.fn(), error: jest.fn() } as unknown as Logger;
const options = { pollingIntervalMs: 5, settleRetryMs: 1, settleRetryMaxMs: 4 };

describe(DeliveryLoop.name, () => {
  let loop: DeliveryLoop;
  afterEach(() => loop.stop());

  const run = (source: FakeSource, handle: (job: ConsumedJob<object>) => Promise<void>) => {
    loop = new DeliveryLoop(source.source, { queue: 'q', concurrency: 1, handle }, options, logger);
    loop.start();
  };

  it('completes a delivery whose handler resolved, and fails one whose handler threw, with its message', async () => {
    const source = new FakeSource(['a', 'b']);
    run(source, async (job) => {
      if (job.id === 'b') throw new Error('the engine failed');
    });
    await source.idle();

    expect(source.written).toEqual(['complete a', 'fail b: the engine failed']);
  });

  it('writes an outcome again while the database is unreachable, and then goes on', async () => {
    const source = new FakeSource(['a', 'b']);
    source.writeFailures = [refused(), refused(), refused()];
    run(source, async () => undefined);
    await source.idle();

    expect(source.written).toEqual(['complete a', 'complete b']);
  });

  it('gives up on an outcome the database refuses for another reason, without stopping', async () => {
    const source = new FakeSource(['a', 'b']);
    source.writeFailures = [new Error('invalid input syntax for type uuid')];
    run(source, async () => undefined);
    await source.idle();

    expect(source.written).toEqual(['complete b']);
  });

  it('leaves the delivery of a superseded attempt alone: another attempt or the supervisor owns it', async () => {
    const source = new FakeSource(['a']);
    run(source, async () => {
      throw new AttemptSupersededError('a', 1);
    });
    await source.idle();

    expect(source.written).toEqual([]);
  });

  it('stops fetching on stop(), once the delivery in hand is done and written', async () => {
    const source = new FakeSource(['a', 'b']);
    let finish: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      run(source, () => {
        resolve();
        return new Promise<void>((done) => (finish = done));
      });
    });
    await started;

    const stopped = loop.stop();
    expect(loop.delivery?.id).toBe('a');
    finish();
    await stopped;

    expect(source.written).toEqual(['complete a']);
    expect(loop.delivery).toBeNull();
  });

  it('takes a job sent while it waits at once when woken, not at its next poll', async () => {
    const source = new FakeSource([]);
    const handled = new Promise<string>((resolve) => {
      loop = new DeliveryLoop(source.source, { queue: 'q', concurrency: 1, handle: async (job) => resolve(job.id) }, { ...options, pollingIntervalMs: 3_600_000 }, logger);
    });
    const idle = source.idle();
    loop.start();
    await idle;
    source.add('a');
    loop.wake();

    await expect(handled).resolves.toBe('a');
  });
});
