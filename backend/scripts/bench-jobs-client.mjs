// The browser side of `npm run bench:jobs`, in its own process: starts video jobs and follows each on its
// event stream, noting (CLOCK_MONOTONIC, shared with the parent) when each progress value arrives.
import { progressArrivals } from './lib/job-progress.mjs';
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
  return progressArrivals(events, { prompt });
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
