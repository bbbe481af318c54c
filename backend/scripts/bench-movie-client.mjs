// The browser side of `npm run bench:movie`, in its own process: starts scene renders (Prefer:
// respond-async, as the studio does) and follows each on its event stream, noting (CLOCK_MONOTONIC,
// shared with the parent) when each progress value arrives. Renders one at a time: ffmpeg uses both cores.
import { progressArrivals } from './lib/job-progress.mjs';
const [url, token, projectId, sceneIds] = process.argv.slice(2);

async function follow(sceneId) {
  const headers = { 'Content-Type': 'application/json', Prefer: 'respond-async', Authorization: `Bearer ${token}` };
  const answer = await fetch(`${url}/movie-studio/generate-scene`, { method: 'POST', headers, body: JSON.stringify({ project_id: projectId, scene_id: sceneId }) });
  if (answer.status !== 202) throw new Error(`POST answered ${answer.status}: ${await answer.text()}`);
  const { job_id: jobId } = await answer.json();
  const events = await fetch(`${url}/jobs/${jobId}/events`, { headers: { Authorization: `Bearer ${token}` } });
  return progressArrivals(events, { jobId });
}

try {
  const samples = [];
  for (const sceneId of sceneIds.split(',')) {
    process.send({ starting: sceneId });
    await new Promise((resolve) => process.once('message', resolve));
    samples.push(...(await follow(sceneId)));
  }
  process.send({ samples });
} catch (error) {
  process.send({ error: String(error?.stack ?? error) });
}
