// Music Studio benchmark (`npm run bench:music`): beat render time for a 3-minute song (goal <= 2 s), MP3
// export time (goal <= 5 s) with each ffmpeg build, playback start latency in Chromium (goal <= 100 ms)
// and memory, and where a beat request's time goes, by stage. Uses the built backend; the playback part also
// builds the shell and the music remote when stale. BENCH_MUSIC_PARTS=stages runs only the beat stages.
/* global document -- read inside page.waitForFunction callbacks, which run in the browser page */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printStages, timeBeatStages, timeDecodeInChromium } from './lib/beat-stages.mjs';
import { distModule, withBenchServer } from './lib/bench-server.mjs';
import { benchSungVocal } from './lib/bench-sung-vocal.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = 5;
const ONLY_STAGES = process.env.BENCH_MUSIC_PARTS === 'stages';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;
const mb = (bytes) => `${(bytes / 1_048_576).toFixed(0)} MB`;
const list = (values) => values.map(ms).join(', ');

const { LocalMusicEngine } = distModule('engines/local/music/local-music.engine.js');
const { MusicRenderer, vocalCuesOf } = distModule('engines/local/music/music-renderer.js');
const { runAudioTask } = distModule('engines/local/music/audio-worker-client.js');
const { encodeMp3 } = distModule('engines/local/encode-mp3.js');
const { ffmpegLabel, probeFfmpeg } = distModule('engines/local/find-ffmpeg.js');
const { mp3QualityFor } = distModule('modules/music/export/export-job.runner.js');

/** Peak resident memory of this process (worker threads included) while `work` runs. */
async function peakRss(work) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

async function time(runs, task) {
  await task(-1);
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await task(run);
    samples.push(performance.now() - started);
  }
  return samples;
}

if (!ONLY_STAGES) await renderAndMp3();

async function renderAndMp3() {
// 1. Beat render: a 3-minute pop song at 120 BPM with lyrics (so a guide vocal), from the composition on.
const engine = new LocalMusicEngine();
const renderer = new MusicRenderer();
const written = await engine.writeLyrics({ prompt: 'Neon lights over a midnight city', genre: 'pop', mood: 'upbeat', projectType: 'single' });
const lyrics = written.sections.map((section, index) => ({ id: `s${index}`, type: section.type, content: section.content }));
const lyricMap = new Map(lyrics.map((line) => [line.id, line.content]));
const composition = await engine.compose({ genre: 'pop', mood: 'upbeat', key: 'C', tempo: 120, lengthMinutes: 3, lyrics, seed: 42 });
const frames = renderer.framesOf(composition);
console.log(`beat: 3-minute pop song at 120 BPM (${(frames / 44_100).toFixed(0)} s, 4 mono stems + stereo mix + guide vocal of ${vocalCuesOf(composition, lyricMap).length} sections, 16-bit 44.1 kHz WAV)`);

const folder = await mkdtemp(path.join(tmpdir(), 'atelier-bench-music-'));
const instruments = await time(RUNS, () => runAudioTask({ kind: 'beat', composition, folder }));
console.log(`  instrument stems + mix (one worker thread): median ${ms(median(instruments))} of ${RUNS} (${list(instruments)}); goal <= 2000 ms`);
const vocal = await time(3, () => runAudioTask({ kind: 'vocal', cues: vocalCuesOf(composition, lyricMap), frames, folder }));
console.log(`  guide vocal (espeak-ng WASM, a second worker thread): median ${ms(median(vocal))} of 3 (${list(vocal)})`);
await benchSungVocal(composition, lyricMap, frames);
const { result: whole, peak } = await peakRss(() =>
  time(RUNS, async () => {
    const beat = await renderer.renderBeat(composition, lyricMap);
    await beat.dispose();
  }),
);
console.log(`  whole beat job render (both side by side): median ${ms(median(whole))} of ${RUNS} (${list(whole)}); peak RSS ${mb(peak)}`);

// 2. MP3 of the 3-minute mix at 192 kbps, with each ffmpeg build, at LAME's default and at the setting the export uses.
const mixWav = path.join(folder, 'mix.wav');
if (!existsSync(mixWav)) await runAudioTask({ kind: 'beat', composition, folder });
const withoutFfmpeg = (process.env.PATH ?? '').split(path.delimiter).filter((dir) => dir && !existsSync(path.join(dir, 'ffmpeg'))).join(path.delimiter);
const builds = [await probeFfmpeg(process.env), await probeFfmpeg({ PATH: withoutFfmpeg })].filter(
  (build, index, all) => all.findIndex((other) => other.path === build.path) === index,
);
for (const build of builds) {
  const chosen = mp3QualityFor(build.source);
  for (const quality of [...new Set([undefined, chosen])]) {
    const encode = await time(3, () => encodeMp3(mixWav, path.join(folder, 'mix.mp3'), { kbps: 192, quality, ffmpegPath: build.path }));
    const label = quality === undefined ? "LAME's default quality" : `-compression_level ${quality}`;
    console.log(`mp3 192 kbps of the 3-minute mix, ${ffmpegLabel(build)}, ${label}${quality === chosen ? ' (used by exports)' : ''}: median ${ms(median(encode))} of 3 (${list(encode)})`);
  }
}
await rm(folder, { recursive: true, force: true });
}

// 3. Exports through the API (mixdown in a worker thread, MP3 beside the zip writing), then playback in Chromium.
await withBenchServer('music', async (server) => {
  const api = (route, init = {}) =>
    fetch(`${server.url}${route}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } }).then(async (response) => {
      if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
      return response.json();
    });
  const email = `bench.${Date.now()}@example.com`;
  const password = 'violet-Harbor-47';
  const { token, user } = await api('/auth/signup', { method: 'POST', body: JSON.stringify({ email, password }) });
  const auth = { authorization: `Bearer ${token}` };
  await api('/billing/trial', { method: 'POST', headers: auth, body: JSON.stringify({ plan: 'pro' }) });
  await api('/music/projects', { method: 'POST', headers: auth, body: JSON.stringify({ id: 'benchsong', length: 3 }) });
  await api('/music/lyrics', { method: 'POST', headers: auth, body: JSON.stringify({ prompt: 'Neon lights over a midnight city', project_id: 'benchsong' }) });
  console.log('beat request by stage (3 min, Prefer: respond-async, followed over the job event stream):');
  const playReady = [];
  const runs = Number(process.env.BENCH_MUSIC_STAGE_RUNS ?? 3);
  for (let run = 0; run < runs; run += 1) {
    const stages = await timeBeatStages(server.url, auth, { project_id: 'benchsong', tempo: 120, key: 'C' });
    console.log(` run ${run + 1}:`);
    const ready = printStages(stages, await timeDecodeInChromium(server.url, auth, stages.urls, stages.headUrls));
    if (ready) playReady.push(ready);
  }
  if (playReady.length) {
    const figures = (key) => playReady.map((ready) => ready[key]).filter((value) => value !== null);
    const summary = (values) => (values.length ? `median ${ms(median(values))} of ${values.length} (${list(values)})` : 'n/a');
    console.log(`Play ready after the beat: now ${summary(figures('after'))}; before heads ${summary(figures('before'))}; goal <= 1000 ms`);
  }
  if (ONLY_STAGES) return;
  const beatCall = await time(3, () => api('/music/beat', { method: 'POST', headers: auth, body: JSON.stringify({ project_id: 'benchsong', tempo: 120, key: 'C' }) }));
  console.log(`POST /api/music/beat (3 min, durable job, waits for it): median ${ms(median(beatCall))} of 3 (${list(beatCall)})`);
  for (const format of ['mp3', 'zip']) {
    const exports = await time(3, () => api('/music/export', { method: 'POST', headers: auth, body: JSON.stringify({ project_id: 'benchsong', format }) }));
    const goal = format === 'mp3' ? '; goal <= 5000 ms' : '';
    console.log(`POST /api/music/export format=${format} (3 min): median ${ms(median(exports))} of 3 (${list(exports)})${goal}`);
  }
  console.log(`peak RSS of this process (the server runs in it, renders included): ${mb(process.resourceUsage().maxRSS * 1024)}`);
  await playback(server, { email, password, id: user.id });
});

/** Play Arrangement in Chromium, five times: time from the click to the first sample due at the output. */
async function playback(server, account) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log(`playback start: skipped (no Chromium at ${chromium}; set CHROMIUM_PATH)`);
    return;
  }
  const { ALL_APPS, buildApp, isStale } = await import(path.join(ROOT, 'scripts/lib/build.mjs'));
  for (const app of ALL_APPS.filter((candidate) => candidate.folder === 'shell' || candidate.folder === 'mfe-music-studio')) {
    if (isStale(app)) await buildApp(app, { quiet: true });
  }
  const { closeServer, serveStatic } = await import(path.join(ROOT, 'scripts/lib/static-server.mjs'));
  const { chromium: browserType } = await import('@playwright/test');
  const backend = new URL(server.url).origin;
  const remote = await serveStatic({ root: path.join(ROOT, 'mfe-music-studio/dist'), port: 0, cors: true });
  const remoteUrl = `http://localhost:${remote.address().port}/mf-manifest.json`;
  const shell = await serveStatic({ root: path.join(ROOT, 'shell/dist'), port: 0, spa: true, apiTarget: backend, overrides: { '/remotes.json': JSON.stringify({ music_studio: remoteUrl }) } });
  const site = `http://localhost:${shell.address().port}`;
  const browser = await browserType.launch({ executablePath: chromium, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/chat');
    // The studio's open project is remembered per owner (the runtime's owned storage: `<key>@owner:<account id>`).
    await page.evaluate((key) => localStorage.setItem(key, 'benchsong'), `music_studio_project@owner:${account.id}`);
    await page.goto(`${site}/music-studio`);
    await page.getByRole('tab', { name: 'Arrange' }).click();
    const play = page.getByRole('button', { name: 'Play Arrangement' });
    await play.waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-label="Arrangement"] button')?.hasAttribute('disabled'), undefined, { timeout: 60_000 });
    const clock = page.getByRole('toolbar', { name: 'Arrangement' }).getByLabel('Position');
    const latencies = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Started again: the count of starts moves (two starts may well have the same latency to the tenth of a ms).
      const before = await clock.getAttribute('data-starts');
      await play.click();
      await page.waitForFunction(() => document.querySelector('[data-state="playing"][data-audio-clock]'));
      await page.waitForFunction((previous) => document.querySelector('[data-starts]')?.getAttribute('data-starts') !== previous, before);
      latencies.push(Number(await clock.getAttribute('data-start-latency-ms')));
      await page.getByRole('button', { name: 'Stop', exact: true }).click();
      await page.waitForFunction(() => document.querySelector('[data-state="stopped"][data-audio-clock]'));
    }
    const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
    console.log(`playback start (click -> first sample due at the output, incl. the 40 ms scheduling lead and output latency): median ${median(latencies).toFixed(1)} ms of ${RUNS} (${latencies.map((value) => value.toFixed(1)).join(', ')}); goal <= 100 ms`);
    console.log(`browser: JS heap ${mb(heap)} plus the decoded stems, 5 × 3 min mono float at 44.1 kHz = ${mb(5 * 180 * 44_100 * 4)}`);
  } finally {
    await browser.close();
    await Promise.all([closeServer(shell), closeServer(remote)]);
  }
}

