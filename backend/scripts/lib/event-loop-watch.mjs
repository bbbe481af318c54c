// What this process's event loop did over a measured run: how late its timers ran (perf_hooks'
// monitorEventLoopDelay at 1 ms resolution: the wait any callback had behind others, GC included) and the
// garbage collector's pauses by kind. For the benches that run the backend in their own process.
import { PerformanceObserver, constants, monitorEventLoopDelay } from 'node:perf_hooks';

const GC_KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

/** Starts watching; `stop()` ends it and gives `{ delay, gc }` as printable text. */
export function watchEventLoop() {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const pauses = {};
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = GC_KINDS[entry.detail?.kind] ?? 'other';
      const figures = (pauses[kind] ??= { count: 0, total: 0, longest: 0 });
      figures.count += 1;
      figures.total += entry.duration;
      figures.longest = Math.max(figures.longest, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  histogram.enable();
  return {
    stop() {
      histogram.disable();
      observer.disconnect();
      // The histogram counts in nanoseconds, and each sample includes the 1 ms resolution it sleeps for.
      const ms = (ns) => `${Math.max(0, ns / 1e6 - 1).toFixed(2)}`;
      const delay = `p50 ${ms(histogram.percentile(50))}, p99 ${ms(histogram.percentile(99))}, max ${ms(histogram.max)} ms late`;
      const kinds = Object.entries(pauses).map(([kind, f]) => `${f.count} ${kind} (${f.total.toFixed(0)} ms, longest ${f.longest.toFixed(1)})`);
      return { delay, gc: kinds.length ? kinds.join(', ') : 'no pauses' };
    },
  };
}
