/**
 * Collects updates that arrive faster than the screen repaints (a streamed reply, a file filling in)
 * and hands them over once per frame, so a fast stream does not re-render the studio hundreds of
 * times a second.
 */
export function createFrameBatcher<T>(flush: (items: T[]) => void): { push(item: T): void; flushNow(): void } {
  let pending: T[] = [];
  let scheduled = false;
  const schedule =
    typeof requestAnimationFrame === 'function' ? (run: () => void) => requestAnimationFrame(run) : (run: () => void) => setTimeout(run, 16);
  const run = () => {
    scheduled = false;
    if (!pending.length) return;
    const items = pending;
    pending = [];
    flush(items);
  };
  return {
    push(item) {
      pending.push(item);
      if (!scheduled) {
        scheduled = true;
        schedule(run);
      }
    },
    flushNow: run,
  };
}
