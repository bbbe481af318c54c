#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (12.8.2 from npm: 13 needs Node 22) with Debian's Chromium,
// mobile preset (Lighthouse's default: emulated phone, simulated slow 4G and CPU), against the site as
// `npm start` serves it: /, /pricing and /build-studio, RUNS each (default 5), medians. Then the first-render
// JS sizes against their budgets (scripts/lib/first-render-budgets.mjs).
//   node scripts/bench/lighthouse.mjs                       builds stale frontends, starts the stack on spare ports
//                                                           (the backend as built: `npm run build -w backend` first)
//   node scripts/bench/lighthouse.mjs --url http://host:port   measures a site that is already running
//   --save DIR                                              also writes each page's last report (JSON) to DIR
//   --nginx                                                 measures the site as docker-compose.yml's nginx serves it
//                                                           (the deploy/ configs on loopback ports; nginx from PATH)
// Goal (ARCHITECTURE.md §4): performance ≥ 95 on every page. Scores on a loaded 2-core machine are noisy.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES, ROOT, SHELL } from '../lib/apps.mjs';
import { ALL_APPS, BACKEND_APP, buildApp, isStale } from '../lib/build.mjs';
import { CHROMIUM, measureFirstRender } from '../lib/first-render.mjs';
import { budgetOf } from '../lib/first-render-budgets.mjs';
import { startComposeNginx } from '../lib/compose-nginx.mjs';
import { startStack } from '../lib/stack.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const PAGES = ['/', '/pricing', '/build-studio'];
const GOAL_SCORE = 95;
/** Ports of the stack this script starts: away from `npm start` (4000s) and the e2e ports. */
const BENCH_PORTS = { shell: 45500, backend: 45510, ...Object.fromEntries(REMOTES.map((remote, index) => [remote.name, 45501 + index])) };
/** --nginx: the compose proxy and its static servers (by app folder). */
const NGINX_PORTS = { proxy: 45530, [SHELL.folder]: 45531, ...Object.fromEntries(REMOTES.map((remote, index) => [remote.folder, 45532 + index])) };
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'];

const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const SAVE_DIR = argument('--save');
const USE_NGINX = process.argv.includes('--nginx');
if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The numbers of one Lighthouse run that the report prints. */
function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (lhr.audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: scripts?.transferSize ?? NaN,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
  };
}

async function lighthouseRuns(base) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const results = {};
  try {
    for (const path of PAGES) {
      results[path] = [];
      for (let run = 0; run < RUNS; run += 1) {
        // Default config = mobile preset; each run starts with cleared storage (a first visit).
        const answer = await lighthouse(new URL(path, base).toString(), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!answer?.lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (answer.lhr.runtimeError) throw new Error(`Lighthouse: ${answer.lhr.runtimeError.code} ${answer.lhr.runtimeError.message}`);
        results[path].push(summarize(answer.lhr));
        if (SAVE_DIR) writeFileSync(join(SAVE_DIR, `${path === '/' ? 'landing' : path.slice(1).replaceAll('/', '-')}.json`), JSON.stringify(answer.lhr));
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

function printLighthouse(results) {
  console.log(`\nLighthouse ${RUNS} run(s) per page, mobile preset, medians (goal: performance ≥ ${GOAL_SCORE})`);
  console.log('  page        score    LCP      FCP      TBT     CLS     JS transferred   runs (score)');
  for (const [path, runs] of Object.entries(results)) {
    const m = (key) => median(runs.map((run) => run[key]));
    const score = m('score');
    console.log(
      `  ${path.padEnd(10)} ${String(score).padStart(5)}  ${(m('lcp') / 1000).toFixed(2).padStart(5)} s  ${(m('fcp') / 1000).toFixed(2).padStart(5)} s  ${m('tbt').toFixed(0).padStart(4)} ms  ${m('cls').toFixed(3)}  ${(m('js') / 1024).toFixed(1).padStart(8)} KB       ${runs.map((run) => run.score).join(', ')}${score < GOAL_SCORE ? '  — below goal' : ''}`,
    );
    const element = runs.find((run) => run.lcpElement)?.lcpElement;
    if (element) console.log(`  ${''.padEnd(10)} LCP element: ${element.slice(0, 100)}`);
  }
}

/** Each remote's entry file (what the shell loads before any of its screens), gzipped. */
function remoteEntrySizes() {
  return REMOTES.map((remote) => {
    const manifestFile = join(ROOT, remote.folder, 'dist/mf-manifest.json');
    if (!existsSync(manifestFile)) return { app: remote.folder, gzip: NaN, raw: NaN };
    const entry = JSON.parse(readFileSync(manifestFile, 'utf8')).metaData.remoteEntry;
    const body = readFileSync(join(ROOT, remote.folder, 'dist', entry.path ?? '', entry.name));
    return { app: remote.folder, file: entry.name, gzip: gzipSync(body, { level: 9 }).length, raw: body.length };
  });
}

async function printSizes() {
  const sizes = await measureFirstRender();
  if (!sizes) {
    console.log('\nFirst-render JS not measured: Chromium not found (set CHROMIUM_PATH).');
    return;
  }
  console.log('\nFirst-render JS (gzipped; remotes: what their first screen adds on top of the shell)');
  for (const row of sizes) {
    const note = row.note ?? budgetOf(row).note;
    console.log(`  ${row.app.padEnd(18)} ${(row.gzip / 1024).toFixed(1).padStart(7)} KB gz  (${row.files} files)${note ? `  ${note}` : ''}`);
  }
  console.log('\nRemote entries (gzipped)');
  for (const row of remoteEntrySizes()) console.log(`  ${row.app.padEnd(18)} ${(row.gzip / 1024).toFixed(1).padStart(7)} KB gz  (${(row.raw / 1024).toFixed(0)} KB raw)  ${row.file ?? 'not built'}`);
}

const given = argument('--url');
let stack = null;
let nginx = null;
let dataDir = null;
try {
  let base = given;
  if (!base) {
    // Frontends only: the backend's build belongs to its own lock (integration tests share backend/dist).
    for (const app of ALL_APPS.filter((candidate) => candidate !== BACKEND_APP && isStale(candidate))) {
      console.log(`built ${app.folder} in ${((await buildApp(app, { quiet: true })) / 1000).toFixed(1)} s`);
    }
    if (!existsSync(join(ROOT, BACKEND_APP.output))) throw new Error('backend is not built: npm run build -w backend');
    dataDir = mkdtempSync(join(tmpdir(), 'atelier-lighthouse-'));
    // As root, embedded PostgreSQL runs as the postgres user, who must be able to enter this folder.
    chmodSync(dataDir, 0o755);
    const nginxOrigins = `,http://localhost:${NGINX_PORTS.proxy},http://127.0.0.1:${NGINX_PORTS.proxy}`;
    const cors = `http://localhost:${BENCH_PORTS.shell},http://127.0.0.1:${BENCH_PORTS.shell}${USE_NGINX ? nginxOrigins : ''}`;
    stack = await startStack({ ports: BENCH_PORTS, backendEnv: { DATA_DIR: dataDir, EMBEDDED_PG_PORT: '45520', LOG_LEVEL: 'warn', CORS_ORIGINS: cors } });
    base = stack.url;
    if (USE_NGINX) {
      nginx = await startComposeNginx({ dir: join(dataDir, 'nginx'), ports: { ...NGINX_PORTS, backend: BENCH_PORTS.backend } });
      base = nginx.url;
      console.log('Served as docker-compose.yml serves it: deploy/nginx/proxy.conf in front of the static servers\' nginx configs');
    }
  }
  console.log(`Measuring ${base} (Lighthouse 12.8.2, ${CHROMIUM})`);
  printLighthouse(await lighthouseRuns(base));
} finally {
  await nginx?.stop();
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
await printSizes();
