// The browser side of `npm run bench:movie`, in its own process: starts scene renders (Prefer:
// respond-async, as the studio does) and follows each on its event stream, noting (CLOCK_MONOTONIC,
// shared with the parent) when each progress value arrives. Renders one at a time: ffmpeg uses both cores.
const [url, token, projectId, sceneIds] = process.argv.slice(2);

async function follow(sceneId) {
  const headers = { 'Content-Type': 'application/json', Prefer: 'respond-async', Authorization: `Bearer ${token}` };
  const answer = await fetch(`${url}/movie-studio/generate-scene`, { method: 'POST', headers, body: JSON.stringify({ project_id: projectId, scene_id: sceneId }) });
  if (answer.status !== 202) throw new Error(`POST answered ${answer.status}: ${await answer.text()}`);
  const { job_id: jobId } = await answer.json();
  const events = await fetch(`${url}/jobs/${jobId}/events`, { headers: { Authorization: `Bearer ${token}` } });
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
        arrivals.push({ jobId, progress: job.progress, arrivedAt: String(arrivedAt) });
      }
      if (job.status === 'failed') throw new Error(`job failed: ${job.error?.message}`);
    }
  }
  return arrivals;
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
