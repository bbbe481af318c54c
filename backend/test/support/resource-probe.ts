/** What a piece of work cost this process: wall time and how far resident memory rose above where it started. */
export interface Cost<T> {
  result: T;
  ms: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

const MB = 1024 * 1024;
const SAMPLE_EVERY_MS = 10;

/**
 * Runs `work` while sampling RSS, for the figures a test prints (never asserts: machines differ). The server
 * runs in this process, so its decoders' memory (libvips allocates outside the JS heap) shows here.
 */
export async function measure<T>(work: () => Promise<T>): Promise<Cost<T>> {
  const rssBefore = process.memoryUsage.rss();
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), SAMPLE_EVERY_MS);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, ms: performance.now() - started, rssBeforeMb: rssBefore / MB, rssPeakMb: peak / MB };
  } finally {
    clearInterval(sampler);
  }
}

/** One line for the report: `label: 123 ms, RSS 181 → 435 MB`. */
export function describeCost(label: string, cost: Cost<unknown>): string {
  return `${label}: ${Math.round(cost.ms)} ms, RSS ${Math.round(cost.rssBeforeMb)} → ${Math.round(cost.rssPeakMb)} MB`;
}
