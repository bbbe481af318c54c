// The browser side of `npm run bench:jobs`, in its own process: starts video jobs and follows each on its
// event stream, noting (CLOCK_MONOTONIC, shared with the parent) when each progress value arrives.
const [url, jobsArgument, concurrencyArgument] = process.argv.slice(2);
const JOBS = Number(jobsArgument);
const CONCURRENCY = Number(concurrencyArgument);

async function follow(index) {
  const prompt = `bench job ${index}`;
  // Loopback is a trusted proxy: each job is its own visitor, so the daily video quota never interferes.
  const headers = { 'Content-Type': 'application/json', Prefer: 'respond-async', 'X-Forwarded-For': `10.9.${index >> 8}.${(index & 255) + 1}` };
  const sessionId = `bench${index}`;
  const answer = await fetch(`${url}/video/generate`, { method: 'POST', headers, body: JSON.stringify({ prompt, session_id: sessionId }) });
  if (answer.status !== 202) throw new Error(`POST answered ${answer.status}: ${await answer.text()}`);
  const { job_id: jobId } = await answer.json();
  const events = await fetch(`${url}/jobs/${jobId}/events?session_id=${sessionId}`);
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
        arrivals.push({ prompt, progress: job.progress, arrivedAt: String(arrivedAt) });
      }
      if (job.status === 'failed') throw new Error(`job failed: ${job.error?.message}`);
    }
  }
  return arrivals;
}

try {
  const samples = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < JOBS) samples.push(...(await follow(next++)));
    }),
  );
  process.send({ samples });
} catch (error) {
  process.send({ error: String(error?.stack ?? error) });
}
