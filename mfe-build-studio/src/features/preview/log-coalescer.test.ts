import { createLogCoalescer, type CoalescedLine } from './log-coalescer';

describe('createLogCoalescer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const line = (n: number): CoalescedLine => ({ level: 'log', message: `line ${n}` });

  it('sends the lines of one interval as one batch', () => {
    const flush = jest.fn();
    const add = createLogCoalescer(flush, { intervalMs: 100, maxLines: 10 });
    add(line(1));
    add(line(2));
    expect(flush).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush).toHaveBeenCalledWith([line(1), line(2)], 0);
    add(line(3));
    jest.advanceTimersByTime(100);
    expect(flush).toHaveBeenLastCalledWith([line(3)], 0);
  });

  it('keeps at most maxLines per batch and counts the lines left out', () => {
    const flush = jest.fn();
    const add = createLogCoalescer(flush, { intervalMs: 100, maxLines: 200 });
    const kept = Array.from({ length: 1000 }, (_, n) => add(line(n)));
    expect(kept.filter(Boolean)).toHaveLength(200);
    jest.advanceTimersByTime(100);
    expect(flush).toHaveBeenCalledTimes(1);
    const [lines, dropped] = flush.mock.calls[0] as [CoalescedLine[], number];
    expect(lines).toHaveLength(200);
    expect(lines[0]).toEqual(line(0));
    expect(dropped).toBe(800);
  });

  it('sends nothing when nothing was written', () => {
    const flush = jest.fn();
    createLogCoalescer(flush, { intervalMs: 100, maxLines: 10 });
    jest.advanceTimersByTime(1000);
    expect(flush).not.toHaveBeenCalled();
  });

  it('works from its own source text, as the preview page runs it', () => {
    const flush = jest.fn();
    const rebuilt = new Function(`return (${createLogCoalescer.toString()})`)() as typeof createLogCoalescer;
    const add = rebuilt(flush, { intervalMs: 100, maxLines: 1 });
    add(line(1));
    add(line(2));
    jest.advanceTimersByTime(100);
    expect(flush).toHaveBeenCalledWith([line(1)], 1);
  });
});
