import { queuedItems, reduceItems } from './job-items';
import { type ProgressUpdate, ProgressWriter } from './progress-writer';

describe(ProgressWriter.name, () => {
  let clock: number;
  let written: ProgressUpdate[];
  let writer: ProgressWriter;
  const percents = () => written.map((update) => update.percent);

  beforeEach(() => {
    jest.useFakeTimers();
    clock = 1_000;
    written = [];
    writer = new ProgressWriter(async (update) => void written.push(update), 500, () => undefined, () => clock);
  });

  afterEach(() => jest.useRealTimers());

  it('writes the first report at once and the latest of a burst once the interval has passed', async () => {
    writer.report(10);
    writer.report(20);
    writer.report(35);
    clock += 500;
    jest.advanceTimersByTime(500);
    await writer.close();

    expect(percents()).toEqual([10, 35]);
  });

  it('never goes backwards, never repeats and keeps 100 for completion', async () => {
    writer.report(50);
    clock += 600;
    writer.report(40);
    writer.report(50);
    writer.report(100);
    await writer.close();

    expect(percents()).toEqual([50, 99]);
  });

  it('writes a new stage label even when the percentage stays', async () => {
    writer.report(30, 'Rendering');
    clock += 600;
    writer.report(30, 'Saving');
    writer.report(30, 'Saving');
    await writer.close();

    expect(written).toEqual([
      { percent: 30, stage: 'Rendering', items: null },
      { percent: 30, stage: 'Saving', items: null },
    ]);
  });

  it('writes nothing after close', async () => {
    writer.report(10);
    writer.report(60);
    await writer.close();
    jest.advanceTimersByTime(1_000);
    writer.report(80);

    expect(percents()).toEqual([10]);
  });

  it('writes a finished item at once, after the progress reported before it, even inside the interval', async () => {
    const queued = queuedItems(['a', 'b']);
    const running = reduceItems(queued, { type: 'started', key: 'a' });
    const done = reduceItems(running, { type: 'completed', key: 'a', result: { media_id: 'm1', url: '/api/media/m1' } });
    await writer.reportItems(running, true);
    writer.report(40, 'Rendering');
    await writer.reportItems(done, true);

    expect(written.map((update) => [update.percent, update.items?.[0].status])).toEqual([
      [0, 'running'],
      [40, 'completed'],
    ]);
    await writer.close();
  });

  it('holds item progress to the interval like the job\'s own', async () => {
    const running = reduceItems(queuedItems(['a']), { type: 'started', key: 'a' });
    await writer.reportItems(running, true);
    void writer.reportItems(reduceItems(running, { type: 'progress', key: 'a', percent: 50 }), false);

    expect(written).toHaveLength(1);
    clock += 500;
    jest.advanceTimersByTime(500);
    await writer.close();
    expect(written.map((update) => update.items?.[0].progress)).toEqual([0, 50]);
  });
});
