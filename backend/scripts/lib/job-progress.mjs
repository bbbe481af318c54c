// The job event stream as the bench clients read it (bench:jobs, bench:movie): each new progress value
// with the moment it arrived (CLOCK_MONOTONIC, shared with the parent process), until the stream ends.

/**
 * Reads `events` (the answer of GET /api/jobs/{id}/events) to its end; returns one arrival a progress
 * value, tagged with `tag` (which job or prompt it was). A failed job throws.
 */
export async function progressArrivals(events, tag) {
  const reader = events.body.getReader();
  const decoder = new TextDecoder();
  const arrivals = [];
  let buffer = '';
  let lastProgress = -1;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const arrivedAt = process.hrtime.bigint();
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      if (!data) continue;
      const job = JSON.parse(data.slice(6));
      if (job.status === 'active' && job.progress > lastProgress && job.progress > 0) {
        lastProgress = job.progress;
        arrivals.push({ ...tag, progress: job.progress, arrivedAt: String(arrivedAt) });
      }
      if (job.status === 'failed') throw new Error(`job failed: ${job.error?.message}`);
    }
  }
  return arrivals;
}
