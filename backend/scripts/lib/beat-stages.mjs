/* global AudioContext -- used inside page.evaluate callbacks, which run in the browser page */
// Where a beat's time goes, by stage, as a client sees it: the request, the queue's pickup, each of the
// job's own stages (from its progress events, written at most every 100 ms), the client's refresh of the
// project, then the preview stems a Play needs (downloaded; decoded in Chromium when one is there).
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

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

/** Each lane's head in that preview, which Play is ready with (none on a beat made before heads). */
export function previewHeadUrlsOf(beat) {
  const heads = beat.previews?.[0]?.heads;
  if (!heads) return [];
  return [...STEM_LANES.map((lane) => heads.stems[lane]), ...(heads.vocals ? [heads.vocals] : [])];
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
  const completedAt = marks.find((entry) => entry.label === 'job completed').at;
  const projectReadMs = marks.find((entry) => entry.label === 'client reads the project').at - completedAt;
  return { rows, project, sizes, urls, headUrls: previewHeadUrlsOf(project.beat), completedAt, projectReadMs };
}

/**
 * In a Chromium page on the backend's origin, with an AudioContext at the studio's 48 kHz (Opus's own rate,
 * so decoding does not resample, as in the studio), from the URLs known: `heads`, every lane's head
 * downloaded and decoded (what Play is ready with), then the whole previews (the handover's end);
 * `whole`, in a fresh context, every whole preview alone (what Play waited for before heads).
 * Nothing comes from the browser's cache.
 */
export async function timeDecodeInChromium(baseUrl, headers, urls, headUrls = []) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) return null;
  const { chromium: browserType } = await import('@playwright/test');
  const browser = await browserType.launch({ executablePath: chromium, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${new URL(baseUrl).origin}/api/health`);
    return await page.evaluate(
      async ({ urls, headUrls, headers }) => {
        const decodeAll = (context, list) =>
          Promise.all(list.map((url) => fetch(url, { headers, cache: 'no-store' }).then((response) => response.arrayBuffer()).then((bytes) => context.decodeAudioData(bytes))));
        const timed = async (work) => {
          const started = performance.now();
          await work();
          return performance.now() - started;
        };
        let heads = null;
        if (headUrls.length) {
          const context = new AudioContext({ sampleRate: 48_000 });
          let headsMs = 0;
          const allMs = await timed(async () => {
            headsMs = await timed(() => decodeAll(context, headUrls));
            await decodeAll(context, urls);
          });
          heads = { headsMs, allMs };
          await context.close();
        }
        const context = new AudioContext({ sampleRate: 48_000 });
        const whole = await timed(() => decodeAll(context, urls));
        await context.close();
        return { heads, whole };
      },
      { urls, headUrls, headers },
    );
  } finally {
    await browser.close();
  }
}

export function printStages({ rows, sizes, projectReadMs }, decode) {
  for (const row of rows) console.log(`  ${row.label.padEnd(44)} +${String(Math.round(row.ms)).padStart(6)} ms   (at ${Math.round(row.total)} ms)`);
  const bytes = sizes.reduce((sum, size) => sum + size.bytes, 0);
  const types = [...new Set(sizes.map((size) => size.type))].join(', ');
  console.log(`  preview stems: ${sizes.length} files, ${(bytes / 1_048_576).toFixed(2)} MB in all (${types})`);
  if (decode === null) return null;
  const load = `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
  console.log(`  Chromium: download + decode of every whole preview (what Play waited for before heads): ${Math.round(decode.whole)} ms`);
  const before = projectReadMs + decode.whole;
  console.log(`  Play ready after the beat, before (project read + every whole preview): ${Math.round(before)} ms (${load})`);
  if (!decode.heads) return { before, after: null };
  const after = projectReadMs + decode.heads.headsMs;
  console.log(`  Chromium: download + decode of every lane's head: ${Math.round(decode.heads.headsMs)} ms; then the whole previews, all handed over: ${Math.round(decode.heads.allMs)} ms after the heads began`);
  console.log(`  Play ready after the beat, now (project read + the heads): ${Math.round(after)} ms (${load}); goal <= 1000 ms`);
  return { before, after };
}
