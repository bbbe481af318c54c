#!/usr/bin/env node
// `npm run bench:build-studio`: Build Studio's figures.
//   1. Offline generation: time for the local code engine to produce a whole project, per type (p50/p95).
//   2. Runner: cold start (spawn in the bubblewrap sandbox → the app answers; goal ≤ 2 s) and memory per
//      running project (resident set of its processes), for Express and FastAPI projects.
//   3. Preview refresh: a file change → the sandboxed preview repainted (p50/p95; goal ≤ 100 ms p95;
//      bolt.diy samples every 100 ms and debounces 300 ms). Measured in Chromium with the studio's own
//      composer and the backend's preview host page on its own site (preview.localhost, as npm start
//      serves it): change → compose → postMessage → srcdoc (a reload) or the styles swapped in place (a
//      css-only change) → one animation frame (what the studio's "updated in N ms" reports).
//   4. Dependencies: install time of lodash (npm, from the registry) and requests (pip, wheels only) into
//      the runner's cache, cold (empty cache, npm's and pip's download caches included) and cached (the
//      same manifest again, as a second run or another project with it finds it).
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST, distModule } from './lib/bench-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const GENERATIONS = Number(process.env.BENCH_GENERATIONS ?? 20);
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 5);
const REFRESHES = Number(process.env.BENCH_REFRESHES ?? 60);
const DEPENDENCY_RUNS = Number(process.env.BENCH_DEPENDENCY_RUNS ?? 3);
const CLICKS = Number(process.env.BENCH_CLICKS ?? 40);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(1)} ms`;
const summary = (values) => `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))} (n=${values.length})`;

const PROMPTS = {
  static: 'Build a landing page for a coffee shop called Bean There with a menu, a gallery and opening hours',
  nodejs: 'An API for a library with books and authors',
  python: 'An API for a clinic with patients and appointments',
};

async function generate(projectType, prompt, files = []) {
  const { LocalCodeEngine } = distModule('engines/local/code/local-code.engine.js');
  const { ProjectWorkspace } = distModule('engines/code/project-workspace.js');
  const workspace = new ProjectWorkspace(files, { maxFiles: 200, maxTotalBytes: 2 * 1024 * 1024 });
  for await (const event of new LocalCodeEngine().generate({ prompt, projectType, files, history: [], attachment: null })) {
    if (event.type === 'operation') workspace.apply(event.operation);
  }
  return workspace.list();
}

async function benchGeneration() {
  console.log('Offline generation (local code engine, whole project):');
  const projects = {};
  for (const [type, prompt] of Object.entries(PROMPTS)) {
    const times = [];
    for (let i = 0; i < GENERATIONS; i += 1) {
      const start = performance.now();
      projects[type] = await generate(type, prompt);
      times.push(performance.now() - start);
    }
    console.log(`  ${type.padEnd(7)} ${projects[type].length} files: ${summary(times)}`);
  }
  const built = projects.static;
  const times = [];
  for (let i = 0; i < GENERATIONS; i += 1) {
    const start = performance.now();
    await generate('static', 'make the header blue', built);
    times.push(performance.now() - start);
  }
  console.log(`  follow-up "make the header blue" (one patch): ${summary(times)}`);
  return projects;
}

async function benchRunner(projects) {
  const { readRunnerSettings } = distModule('runner/runner-settings.js');
  const { startRunner } = distModule('runner/runner.js');
  const workDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-runner-'));
  // As root, each app runs as its own user, who must be able to reach the runner's shared files.
  chmodSync(workDir, 0o711);
  const { settings, errors } = readRunnerSettings({ RUNNER_LISTEN: `unix:${path.join(workDir, 'runner.sock')}`, RUNNER_WORK_DIR: path.join(workDir, 'work') });
  if (!settings) throw new Error(errors.join('\n'));
  const runner = await startRunner(settings);
  console.log('Runner (bubblewrap sandbox):');
  try {
    for (const type of ['nodejs', 'python']) {
      if (!runner.capabilities[type].available) {
        console.log(`  ${type}: cannot run here (${runner.capabilities[type].reason})`);
        continue;
      }
      const ready = [];
      const memory = [];
      for (let i = 0; i < COLD_STARTS; i += 1) {
        const status = await runner.manager.start('bench', type, projects[type]);
        if (status.status !== 'running') {
          const lines = runner.manager.find(status.id, 'bench').logs.since(0).map((line) => line.text ?? JSON.stringify(line));
          throw new Error(`${type} did not start: ${status.reason}\n${lines.join('\n')}`);
        }
        ready.push(status.readyMs);
        const app = runner.manager.find(status.id, 'bench');
        const answer = await app.request({ method: 'GET', path: '/health', headers: {} });
        if (answer.status !== 200) throw new Error(`${type} answered ${answer.status}`);
        const bytes = app.status().memoryBytes;
        if (bytes) memory.push(bytes / (1024 * 1024));
        await app.stop('bench');
      }
      const mem = memory.length ? `, memory p50 ${percentile(memory, 50).toFixed(1)} MB (max ${Math.max(...memory).toFixed(1)} MB)` : '';
      console.log(`  ${type.padEnd(7)} cold start ${summary(ready)}${mem}`);
    }
  } finally {
    await runner.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function benchDependencies() {
  const { DependencyCache } = distModule('runner/dependencies/dependency-cache.js');
  const { planDependencies } = distModule('runner/dependencies/dependency-manifest.js');
  const { readRunnerSettings } = distModule('runner/runner-settings.js');
  const { settings } = readRunnerSettings({});
  const cases = [
    ['npm', 'lodash', { path: 'package.json', content: JSON.stringify({ dependencies: { express: '^5.1.0', lodash: '^4.17.21' } }) }],
    ['pip', 'requests', { path: 'requirements.txt', content: 'fastapi\nuvicorn\nrequests>=2.31\n' }],
  ];
  console.log('Dependencies (installed outside the sandbox, per manifest hash):');
  for (const [kind, name, manifest] of cases) {
    const plan = planDependencies(kind, [manifest]);
    const cold = [];
    const cached = [];
    for (let i = 0; i < DEPENDENCY_RUNS; i += 1) {
      const dir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-deps-'));
      try {
        const cache = new DependencyCache({ dir, timeoutSeconds: settings.depsTimeoutSeconds, maxMb: settings.depsMaxMb, tools: { npmBinary: settings.npmBinary, pythonBinary: settings.pythonBinary } });
        const notes = [];
        let start = performance.now();
        const first = await cache.prepare(plan.request, (line) => notes.push(line));
        if (!first.ok) throw new Error(`${name} did not install: ${first.reason}`);
        cold.push(performance.now() - start);
        start = performance.now();
        const again = await cache.prepare(plan.request, () => undefined);
        if (!again.reused) throw new Error(`${name} was installed twice`);
        cached.push(performance.now() - start);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    console.log(`  ${kind} ${name.padEnd(8)} cold ${summary(cold)}; cached ${summary(cached)}`);
  }
}

/** Compiles the studio's composer (TypeScript, no dependencies beyond its bridge) to a browser module. */
function studioModules() {
  const ts = createRequire(path.join(ROOT, 'package.json'))('typescript');
  const folder = path.join(ROOT, 'mfe-build-studio', 'src', 'features', 'preview');
  const compile = (file) =>
    ts
      .transpileModule(readFileSync(path.join(folder, file), 'utf8'), { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } })
      .outputText.replace(/from '\.\/([\w-]+)'/g, "from './$1.js'");
  const names = ['compose-preview', 'preview-bridge', 'log-coalescer', 'preview-update'];
  return Object.fromEntries(names.map((name) => [`${name}.js`, compile(`${name}.ts`)]));
}

const harness = (hostUrl, hostOrigin) => `<!DOCTYPE html><html><body style="margin:0">
<script type="module">
import { composePreview } from './compose-preview.js';
import { planPreviewUpdate } from './preview-update.js';
const host = document.createElement('iframe');
host.style.cssText = 'width:1280px;height:800px;border:0';
host.sandbox = 'allow-scripts allow-same-origin';
let renderId = 0;
let shown = null;
let waiting = null;
window.addEventListener('message', (event) => {
  const data = event.data;
  if (event.origin !== ${JSON.stringify(hostOrigin)} || !data || data.source !== 'atelier-preview') return;
  if (data.type === 'host-ready') window.hostReady = true;
  if (data.type === 'ready' && waiting && data.renderId === renderId) { waiting.resolve(performance.now() - waiting.start); waiting = null; }
});
host.src = ${JSON.stringify(hostUrl)};
document.body.append(host);
// As the studio does (static-preview.tsx): a css-only change is swapped in place, anything else reloads.
window.refresh = (files) => new Promise((resolve) => {
  const start = performance.now();
  waiting = { start, resolve };
  const composed = composePreview(files, { renderId: renderId + 1, page: null });
  const update = planPreviewUpdate(shown, composed);
  shown = composed;
  if (update.kind === 'styles') return host.contentWindow.postMessage({ source: 'atelier-studio', type: 'styles', styles: update.styles }, ${JSON.stringify(hostOrigin)});
  renderId += 1;
  host.contentWindow.postMessage({ source: 'atelier-studio', type: 'render', html: composed.html }, ${JSON.stringify(hostOrigin)});
});
</script></body></html>`;

async function benchPreview(projects) {
  let chromium;
  try {
    ({ chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test'));
  } catch {
    ({ chromium } = createRequire(path.join(ROOT, 'package.json'))('@playwright/test'));
  }
  const { previewHostPage, previewHostCsp } = createRequire(path.join(DIST, 'server.js'))(path.join(DIST, 'modules/build-studio/preview/preview-host-page.js'));
  const modules = studioModules();
  // The studio on localhost, the host page on preview.localhost: two sites, two processes, as npm start runs them.
  const previewServer = createServer((request, response) => {
    const studioOrigin = `http://localhost:${server.address().port}`;
    response.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': previewHostCsp(studioOrigin) }).end(previewHostPage(studioOrigin));
  });
  await new Promise((resolve) => previewServer.listen(0, '127.0.0.1', resolve));
  const hostOrigin = `http://preview.localhost:${previewServer.address().port}`;
  const server = createServer((request, response) => {
    const name = (request.url ?? '/').slice(1);
    if (name === '') return response.writeHead(200, { 'content-type': 'text/html' }).end(harness(`${hostOrigin}/`, hostOrigin));
    if (name === 'flood') return response.writeHead(200, { 'content-type': 'text/html' }).end(floodHarness(`${hostOrigin}/`, hostOrigin));
    if (modules[name]) return response.writeHead(200, { 'content-type': 'text/javascript' }).end(modules[name]);
    response.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The system Chromium, as the e2e suite uses (CHROMIUM_PATH to choose another).
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => console.error(`  preview harness: ${error.message}`));
    await page.goto(`http://localhost:${server.address().port}/`);
    await page.waitForFunction(() => globalThis.hostReady === true);
    const files = projects.static.map((file) => ({ ...file, type: 'file' }));
    const timed = async (change) => {
      const times = [];
      for (let i = 0; i < REFRESHES + 5; i += 1) {
        change(i);
        const took = await page.evaluate((project) => globalThis.refresh(project), files);
        if (i >= 5) times.push(took); // the first few warm the frame up
      }
      return times;
    };
    // A keystroke's worth of change, as typing in the editor makes: to the stylesheet, then to the page.
    const css = files.find((file) => file.path === 'styles.css');
    const styles = await timed((i) => (css.content = `${css.content}\n/* ${i} */`));
    const html = files.find((file) => file.path === 'index.html');
    const pages = await timed((i) => (html.content = html.content.replace(/<\/body>/i, `<!-- ${i} --></body>`)));
    console.log('Preview refresh (file change → sandboxed preview on its own site repainted, Chromium):');
    console.log(`  static site of ${files.length} files, css edit (in place): ${summary(styles)}`);
    console.log(`  static site of ${files.length} files, html edit (reload):  ${summary(pages)}`);
    await benchFloodClicks(browser, `http://localhost:${server.address().port}`);
  } finally {
    await browser.close();
    server.close();
    previewServer.close();
  }
}


/** The studio side of a console flood: each batch goes to a log that keeps 1,000 lines, as the Terminal does. */
const FLOOD_PAGE = "<!DOCTYPE html><html><head></head><body><script>var n = 0; setInterval(function () { for (var i = 0; i < 100; i++) console.log('flood line ' + n++); }, 10);</script></body></html>";
const floodHarness = (hostUrl, hostOrigin) => `<!DOCTYPE html><html><body style="margin:0">
<button id="click" style="width:200px;height:40px">Click</button>
<div id="log" style="height:300px;overflow:auto;font:12px monospace"></div>
<iframe id="host" sandbox="allow-scripts allow-same-origin" style="width:800px;height:400px;border:0"></iframe>
<script type="module">
import { composePreview } from './compose-preview.js';
const html = composePreview([{ path: 'index.html', content: ${JSON.stringify(FLOOD_PAGE).replace(/<\//g, '<\\/')} }], { renderId: 1 }).html;
const host = document.getElementById('host');
const log = document.getElementById('log');
window.latencies = [];
window.lines = 0;
window.dropped = 0;
document.getElementById('click').addEventListener('click', (event) => window.latencies.push(performance.now() - event.timeStamp));
window.addEventListener('message', (event) => {
  const data = event.data;
  if (event.origin !== ${JSON.stringify(hostOrigin)} || !data || data.source !== 'atelier-preview') return;
  if (data.type === 'host-ready') host.contentWindow.postMessage({ source: 'atelier-studio', type: 'render', html }, ${JSON.stringify(hostOrigin)});
  if (data.type !== 'console') return;
  const batch = document.createDocumentFragment();
  for (const line of data.lines) {
    const row = document.createElement('pre');
    row.textContent = line.message;
    batch.append(row);
  }
  window.lines += data.lines.length;
  window.dropped += data.dropped;
  log.append(batch);
  while (log.childElementCount > 1000) log.firstElementChild.remove();
  log.lastElementChild?.scrollIntoView({ block: 'end' });
});
host.src = ${JSON.stringify(hostUrl)};
</script></body></html>`;

/**
 * Click latency in the studio while the preview prints 10,000 lines a second: the page's bridge batches
 * them (log-coalescer.ts) and the studio shows each batch in a capped log. Latency = the click handler's
 * start − the input event's time stamp. The studio side here is a plain DOM log standing in for the
 * Terminal (which renders the same batches through React).
 */
async function benchFloodClicks(browser, studio) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${studio}/flood`);
  await page.waitForFunction(() => globalThis.lines > 1000);
  const started = await page.evaluate(() => ({ lines: globalThis.lines, dropped: globalThis.dropped, at: performance.now() }));
  for (let i = 0; i < CLICKS; i += 1) {
    await page.click('#click');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const ended = await page.evaluate(() => ({ lines: globalThis.lines, dropped: globalThis.dropped, at: performance.now(), latencies: globalThis.latencies }));
  const seconds = (ended.at - started.at) / 1000;
  const printed = (ended.lines + ended.dropped - started.lines - started.dropped) / seconds;
  console.log('Studio click latency during a console flood (Chromium, preview on its own site):');
  console.log(`  ${Math.round(printed)} lines/s printed, ${Math.round((ended.lines - started.lines) / seconds)} lines/s shown: ${summary(ended.latencies)} (goal ≤ 100 ms)`);
  await page.close();
}

const projects = await benchGeneration();
await benchRunner(projects);
await benchPreview(projects);
await benchDependencies();
