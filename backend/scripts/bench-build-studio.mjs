#!/usr/bin/env node
// `npm run bench:build-studio`: Build Studio's figures.
//   1. Offline generation: time for the local code engine to produce a whole project, per type (p50/p95).
//   2. Runner: cold start (spawn in the bubblewrap sandbox → the app answers; goal ≤ 2 s) and memory per
//      running project (resident set of its processes), for Express and FastAPI projects.
//   3. Preview refresh: a file change → the sandboxed preview repainted (p50/p95; goal ≤ 100 ms p95;
//      bolt.diy samples every 100 ms and debounces 300 ms). Measured in Chromium with the studio's own
//      composer and the backend's preview host page: change → compose → postMessage → srcdoc → the
//      page's `load` + one animation frame (what the studio's "updated in N ms" reports).
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
  return { 'compose-preview.js': compile('compose-preview.ts'), 'preview-bridge.js': compile('preview-bridge.ts') };
}

const HARNESS = `<!DOCTYPE html><html><body style="margin:0">
<script type="module">
import { composePreview } from './compose-preview.js';
const host = document.createElement('iframe');
host.style.cssText = 'width:1280px;height:800px;border:0';
let renderId = 0;
let waiting = null;
window.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.source !== 'atelier-preview') return;
  if (data.type === 'host-ready') window.hostReady = true;
  if (data.type === 'ready' && waiting && data.renderId === waiting.id) { waiting.resolve(performance.now() - waiting.start); waiting = null; }
});
host.src = '/host';
document.body.append(host);
window.refresh = (files) => new Promise((resolve) => {
  const start = performance.now();
  renderId += 1;
  waiting = { id: renderId, start, resolve };
  const composed = composePreview(files, { renderId, page: null });
  host.contentWindow.postMessage({ source: 'atelier-studio', type: 'render', html: composed.html }, '*');
});
</script></body></html>`;

async function benchPreview(projects) {
  let chromium;
  try {
    ({ chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test'));
  } catch {
    ({ chromium } = createRequire(path.join(ROOT, 'package.json'))('@playwright/test'));
  }
  const { PREVIEW_HOST_PAGE } = createRequire(path.join(DIST, 'server.js'))(path.join(DIST, 'modules/build-studio/preview/preview-host-page.js'));
  const modules = studioModules();
  const server = createServer((request, response) => {
    const name = (request.url ?? '/').slice(1);
    if (name === '') return response.writeHead(200, { 'content-type': 'text/html' }).end(HARNESS);
    if (name === 'host') return response.writeHead(200, { 'content-type': 'text/html' }).end(PREVIEW_HOST_PAGE);
    if (modules[name]) return response.writeHead(200, { 'content-type': 'text/javascript' }).end(modules[name]);
    response.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The system Chromium, as the e2e suite uses (CHROMIUM_PATH to choose another).
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => console.error(`  preview harness: ${error.message}`));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => globalThis.hostReady === true);
    const files = projects.static.map((file) => ({ ...file, type: 'file' }));
    const css = files.find((file) => file.path === 'styles.css');
    const times = [];
    for (let i = 0; i < REFRESHES + 5; i += 1) {
      // A keystroke's worth of change to the stylesheet, as typing in the editor makes.
      css.content = `${css.content}\n/* ${i} */`;
      const took = await page.evaluate((project) => globalThis.refresh(project), files);
      if (i >= 5) times.push(took); // the first few warm the frame up
    }
    console.log('Preview refresh (file change → sandboxed preview repainted, Chromium):');
    console.log(`  static site of ${files.length} files: ${summary(times)}`);
  } finally {
    await browser.close();
    server.close();
  }
}

const projects = await benchGeneration();
await benchRunner(projects);
await benchPreview(projects);
await benchDependencies();
