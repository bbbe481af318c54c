/* global AudioContext -- used inside page.evaluate callbacks, which run in the browser page */
// Where a beat's time goes, by stage, as a client sees it: the request, the queue's pickup, each of the
// job's own stages (from its progress events, written at most every 100 ms), the client's refresh of the
// project, then the preview stems a Play needs (downloaded; decoded in Chromium when one is there).
import { existsSync } from 'node:fs';

const STEM_LANES = ['drums', 'bass', 'melody', 'chords'];

/** Follows GET /api/jobs/{id}/events, calling `onJob(job, atMs)` for each frame until the stream ends. */
async function followJob(baseUrl, id, headers, onJob) {
  const response = await fetch(`${baseUrl}/jobs/${id}/events`, { headers: { ...headers, accept: 'text/event-stream' } });
  if (!response.ok) throw new Error(`job events: ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5)).join('\n');
      if (data) onJob(JSON.parse(data), performance.now());
    }
  }
}

/** What a Play loads: the first preview encoding the beat offers (the WAVs on a beat made before previews). */
export function previewUrlsOf(beat) {
  const preview = beat.previews?.[0];
  const stems = preview ? preview.stems : beat.stems;
  const vocals = preview ? preview.vocals : beat.vocals?.url;
  return [...STEM_LANES.map((lane) => stems[lane]), ...(vocals ? [vocals] : [])];
}

/** One beat request, timed by stage; returns the rows and the project as the client then reads it. */
export async function timeBeatStages(baseUrl, headers, body) {
  const marks = [];
  const mark = (label, at = performance.now()) => marks.push({ label, at });
  const started = performance.now();
  const accepted = await fetch(`${baseUrl}/music/beat`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', prefer: 'respond-async' },
    body: JSON.stringify(body),
  }).then((response) => response.json());
  mark('request answered (202)');
  let lastStage = null;
  let running = false;
  let final = null;
  await followJob(baseUrl, accepted.job_id, headers, (job, at) => {
    if (!running && job.status !== 'queued') {
      running = true;
      mark('queue pickup (job running)', at);
    }
    if (job.stage && job.stage !== lastStage && job.status === 'active') {
      lastStage = job.stage;
      mark(`→ "${job.stage}" begins`, at);
    }
    if (job.status === 'completed' || job.status === 'failed') {
      final = job;
      mark(`job ${job.status}`, at);
    }
  });
  if (final?.status !== 'completed') throw new Error(`beat job ${final?.status}: ${JSON.stringify(final?.error)}`);
  const project = await fetch(`${baseUrl}/music/projects/${body.project_id}`, { headers }).then((response) => response.json());
  mark('client reads the project');
  const urls = previewUrlsOf(project.beat);
  const origin = new URL(baseUrl).origin;
  const sizes = await Promise.all(urls.map((url) => fetch(`${origin}${url}`, { headers }).then(async (response) => ({ type: response.headers.get('content-type'), bytes: (await response.arrayBuffer()).byteLength }))));
  mark(`preview stems downloaded (${sizes.length})`);
  const rows = marks.map((entry, index) => ({ label: entry.label, ms: entry.at - (index ? marks[index - 1].at : started), total: entry.at - started }));
  return { rows, project, sizes, urls, completedAt: marks.find((entry) => entry.label === 'job completed').at };
}

/** Time from the stems' URLs known to every stem decoded, in a Chromium page on the backend's origin. */
export async function timeDecodeInChromium(baseUrl, headers, urls) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) return null;
  const { chromium: browserType } = await import('@playwright/test');
  const browser = await browserType.launch({ executablePath: chromium, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${new URL(baseUrl).origin}/api/health`);
    return await page.evaluate(
      async ({ urls, headers }) => {
        const context = new AudioContext();
        const started = performance.now();
        await Promise.all(urls.map((url) => fetch(url, { headers }).then((response) => response.arrayBuffer()).then((bytes) => context.decodeAudioData(bytes))));
        return performance.now() - started;
      },
      { urls, headers },
    );
  } finally {
    await browser.close();
  }
}

export function printStages({ rows, sizes }, decodeMs) {
  for (const row of rows) console.log(`  ${row.label.padEnd(44)} +${String(Math.round(row.ms)).padStart(6)} ms   (at ${Math.round(row.total)} ms)`);
  const bytes = sizes.reduce((sum, size) => sum + size.bytes, 0);
  const types = [...new Set(sizes.map((size) => size.type))].join(', ');
  console.log(`  preview stems: ${sizes.length} files, ${(bytes / 1_048_576).toFixed(2)} MB in all (${types})`);
  if (decodeMs !== null) console.log(`  Chromium: download + decode of every preview stem (what Play waits for): ${Math.round(decodeMs)} ms`);
}
