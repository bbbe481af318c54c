export interface CoalescedLine {
  level: 'log' | 'info' | 'warn' | 'error';
  message: string;
}

/**
 * Console output of the preview, sent to the studio in batches: at most one batch per `intervalMs`,
 * holding at most `maxLines` lines, with the count of the lines left out — so a page printing in a loop
 * costs the studio a few messages a second, not one per line.
 *
 * It runs inside the previewed page (preview-bridge.ts embeds its source), so it is one self-contained
 * function in plain ES2015: no imports, no syntax a compiler would rewrite with helpers.
 */
export function createLogCoalescer(
  flush: (lines: CoalescedLine[], dropped: number) => void,
  limits: { intervalMs: number; maxLines: number },
): (line: CoalescedLine) => boolean {
  let pending: CoalescedLine[] = [];
  let dropped = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  function emit() {
    const lines = pending;
    const left = dropped;
    pending = [];
    dropped = 0;
    timer = null;
    flush(lines, left);
  }
  /** Whether the line will be shown (false: only counted). */
  return function add(line: CoalescedLine) {
    if (timer === null) timer = setTimeout(emit, limits.intervalMs);
    if (pending.length < limits.maxLines) {
      pending.push(line);
      return true;
    }
    dropped += 1;
    return false;
  };
}
