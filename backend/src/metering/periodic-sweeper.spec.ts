import { Logger } from '@nestjs/common';
import { PeriodicSweeper } from './periodic-sweeper';

class CountingSweeper extends PeriodicSweeper {
  protected readonly logger = new Logger('test');
  protected readonly sweepName = 'test sweep';
  readonly sweeps: Array<(released: number) => void> = [];
  failNext = false;
  warn = jest.spyOn(this.logger, 'warn').mockImplementation(() => undefined);

  protected intervalSeconds(): number {
    return 5;
  }

  protected sweep(): Promise<number> {
    if (this.failNext) return Promise.reject(new Error('database gone'));
    return new Promise((resolve) => this.sweeps.push(resolve));
  }
}

describe(PeriodicSweeper.name, () => {
  afterEach(() => jest.useRealTimers());

  it('joins a sweep that is still running rather than starting a second one', async () => {
    const sweeper = new CountingSweeper();
    const first = sweeper.sweepNow();
    const second = sweeper.sweepNow();
    expect(sweeper.sweeps).toHaveLength(1);
    sweeper.sweeps[0](3);
    await expect(Promise.all([first, second])).resolves.toEqual([3, 3]);
    void sweeper.sweepNow();
    expect(sweeper.sweeps).toHaveLength(2);
  });

  it('logs a failed first sweep, then sweeps every interval until shutdown', async () => {
    jest.useFakeTimers();
    const sweeper = new CountingSweeper();
    sweeper.failNext = true;
    await sweeper.onApplicationBootstrap();
    expect(sweeper.warn).toHaveBeenCalledWith('first test sweep failed: Error: database gone');
    sweeper.failNext = false;
    jest.advanceTimersByTime(5000);
    expect(sweeper.sweeps).toHaveLength(1);
    sweeper.sweeps[0](0);
    sweeper.onApplicationShutdown();
    jest.advanceTimersByTime(10_000);
    expect(sweeper.sweeps).toHaveLength(1);
  });
});
