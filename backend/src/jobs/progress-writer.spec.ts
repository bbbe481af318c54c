import { ProgressWriter } from './video-progress';

describe(ProgressWriter.name, () => {
  let clock: number;
  let written: number[];
  let writer: ProgressWriter;

  beforeEach(() => {
    jest.useFakeTimers();
    clock = 1_000;
    written = [];
    writer = new ProgressWriter(async (percent) => void written.push(percent), 500, () => undefined, () => clock);
  });

  afterEach(() => jest.useRealTimers());

  it('writes the first report at once and the latest of a burst once the interval has passed', async () => {
    writer.report(0.1);
    writer.report(0.2);
    writer.report(0.35);
    clock += 500;
    jest.advanceTimersByTime(500);
    await writer.close();

    expect(written).toEqual([10, 35]);
  });

  it('never goes backwards, never repeats and keeps 100 for completion', async () => {
    writer.report(0.5);
    clock += 600;
    writer.report(0.4);
    writer.report(0.5);
    writer.report(1);
    await writer.close();

    expect(written).toEqual([50, 99]);
  });

  it('writes nothing after close', async () => {
    writer.report(0.1);
    writer.report(0.6);
    await writer.close();
    jest.advanceTimersByTime(1_000);

    expect(written).toEqual([10]);
  });
});
