#!/usr/bin/env node
// `npm test`: typecheck, unit, integration, deployment and end-to-end suites; one summary at the end.
// Every suite runs even when an earlier one fails, so one run shows everything that is broken.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { startCpuHogs } from './lib/cpu-hogs.mjs';
import { formatDigest, jestFailures, playwrightFailures, tapFailures } from './lib/failure-digest.mjs';
import { MAX_FACTOR, REFERENCE_MS, machineFactor } from './lib/machine-factor.mjs';
import { makeRunTempDir, sweepStaleRunTempDirs } from './lib/run-temp-dir.mjs';
import { runSideBySide } from './lib/side-by-side.mjs';
import { stackPidFiles, stopLeftoversSince } from './lib/stack-leftovers.mjs';
import { TYPECHECKED, typeCheckArgs } from './lib/typechecked.mjs';
import { splitUnitReport } from './lib/unit-report.mjs';

// ATELIER_TEST_RESULTS: another folder for the reports, for a run inside a run (scripts/test/stress-mode.test.mjs).
const RESULTS = process.env.ATELIER_TEST_RESULTS ?? join(ROOT, '.ci-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

// Every suite's temporary files in one folder of this run, removed when it ends (scripts/lib/run-temp-dir.mjs).
// The compile caches of Jest and Playwright stay where they always were, so a run still starts warm.
const OUTER_TMP = tmpdir();
sweepStaleRunTempDirs(OUTER_TMP);
const runTemp = makeRunTempDir(OUTER_TMP);
process.env.TMPDIR = runTemp.dir;
const JEST_CACHE = join(OUTER_TMP, `jest_${process.getuid().toString(36)}`);
process.env.PLAYWRIGHT_TRANSFORM_CACHE_DIR ??= join(OUTER_TMP, `playwright-transform-cache-${process.geteuid()}`);

// e.g. `npm test -- unit e2e`; `--stress` runs them beside busy CPU hogs (ARCHITECTURE.md §15).
const stress = process.argv.includes('--stress');
const only = process.argv.slice(2).filter((arg) => arg !== '--stress');
const STRESS_HOGS = 2;

// No suite may hold the whole run hostage: past its limit its process group is killed and it counts as failed.
// 45 minutes: the longest suite (e2e) measured 30–36 minutes here, and the whole run must stay under CI's 90.
const SUITE_LIMIT_MS = Number(process.env.ATELIER_SUITE_LIMIT_MINUTES ?? 45) * 60_000;

/** The process groups of the commands running now (typecheck runs several at once): an interrupt ends them all. */
const runningGroups = new Set();
const interrupted = () => {
  for (const pid of runningGroups) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  runTemp.remove();
  process.exit(130);
};
process.once('SIGINT', interrupted);
process.once('SIGTERM', interrupted);

/**
 * Runs a suite's command in a process group of its own. `output: 'buffer'` (suites running side by side) keeps its
 * output and prints it as one block when it ends, after `header`. With `sweep: false` the stacks started meanwhile
 * are left to the caller: suites side by side must not stop a stack another of them still uses.
 */
function run(command, args, env = {}, { limitMs = SUITE_LIMIT_MS, output = 'inherit', header = '', sweep = true } = {}) {
  const stacksBefore = sweep ? stackPidFiles() : null;
  return new Promise((resolve) => {
    const buffered = output === 'buffer';
    const child = spawn(command, args, { cwd: ROOT, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', detached: true, env: { ...process.env, ...env } });
    const block = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => block.push(chunk));
      child.stderr.on('data', (chunk) => block.push(chunk));
    }
    const killGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    };
    const watchdog = setTimeout(() => {
      console.error(`\n${command} ${args.join(' ')}: still running after ${Math.round(limitMs / 60_000)} min; stopped.`);
      killGroup('SIGTERM');
      setTimeout(() => killGroup('SIGKILL'), 10_000).unref();
    }, limitMs);
    runningGroups.add(child.pid);
    const finish = (code) => {
      clearTimeout(watchdog);
      runningGroups.delete(child.pid);
      // Whatever the suite left behind in its group (servers, browsers) ends with it, and so do the stack's
      // backend and runner, which run in groups of their own: a watchdog's kill must not leave them to take
      // the next suite's jobs and ports.
      killGroup('SIGKILL');
      // A buffered block is printed once its pipes have closed: 'exit' can come before the last output is read.
      const drained = (stream) => (!stream || stream.closed ? Promise.resolve() : once(stream, 'close'));
      const printed = () => {
        if (buffered) process.stdout.write(Buffer.concat([Buffer.from(header), ...block]));
        resolve(code);
      };
      (stacksBefore ? stopLeftoversSince(stacksBefore) : Promise.resolve())
        .catch(() => undefined)
        .then(() => Promise.all([drained(child.stdout), drained(child.stderr)]))
        .then(printed, printed);
    };
    child.on('exit', (code) => finish(code ?? 1));
    child.on('error', () => finish(1));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const jestCounts = (file) => {
  const data = readJson(file);
  return data ? { passed: data.numPassedTests, failed: data.numFailedTests + (data.numRuntimeErrorTestSuites ?? 0) } : null;
};

function jestSuite(name, config) {
  const output = join(RESULTS, `${name}.json`);
  return {
    name,
    group: name.split(':')[0],
    async run(_names, how = {}) {
      const args = ['jest', '--ci', '--json', `--outputFile=${output}`, `--cacheDirectory=${JEST_CACHE}`];
      if (config) args.push('-c', config);
      // --forceExit: a handle a test leaks must not hang the run (Jest still names it in its warning).
      if (name.startsWith('integration')) args.push('--forceExit');
      const code = await run('npx', args, { FORCE_COLOR: '1' }, how).catch(() => 1);
      // Test files named from their workspace (`test/auth.e2e-spec.ts`), as Jest prints them.
      const workspace = join(ROOT, config ? dirname(config) : '');
      return { code, counts: jestCounts(output), failures: jestFailures(readJson(output), workspace) };
    },
  };
}

/**
 * The unit suites of every workspace as ONE Jest run with a project per workspace: Jest starts once and keeps
 * every worker busy to the last file, instead of ten start-ups each ending on one slow file. The summary still
 * has a row per workspace (scripts/lib/unit-report.mjs); `npm test -- unit:shell` runs only that project.
 */
function unitSuites(projects) {
  return {
    name: 'unit',
    group: 'unit',
    names: projects.map(([name]) => name),
    async run(selectedNames) {
      const chosen = projects.filter(([name]) => selectedNames.includes(name));
      const output = join(RESULTS, 'unit.json');
      // A worker per core: Jest's default (cores − 1) is one worker on a 2-core machine, half of it idle.
      const args = ['jest', '--ci', '--json', `--outputFile=${output}`, `--cacheDirectory=${JEST_CACHE}`, `--maxWorkers=${availableParallelism()}`, '--projects', ...chosen.map(([, config]) => config)];
      const code = await run('npx', args, { FORCE_COLOR: '1' }).catch(() => 1);
      const report = readJson(output);
      if (!report) return { code, rows: null };
      const rows = splitUnitReport(report, chosen.map(([name, config]) => ({ name, dir: join(ROOT, dirname(config)) })));
      return { code, rows };
    },
  };
}

/** A folder of `node --test` files; counts come from its TAP report. */
function nodeTestSuite(name, folder) {
  return {
    name,
    group: name,
    async run(_names, how = {}) {
      const output = join(RESULTS, `${name}.tap`);
      const code = await run('node', ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${output}`, folder], {}, how);
      const tap = (() => {
        try {
          return readFileSync(output, 'utf8');
        } catch {
          return '';
        }
      })();
      const pass = Number(/^# pass (\d+)/m.exec(tap)?.[1] ?? NaN);
      const fail = Number(/^# fail (\d+)/m.exec(tap)?.[1] ?? NaN);
      return { code, counts: Number.isNaN(pass) ? null : { passed: pass, failed: fail }, failures: tapFailures(tap) };
    },
  };
}

const LINT = {
  // ESLint over the workspace (eslint.config.mjs: import boundaries, type imports, no `any`, sizes).
  // Counted per file: passed = linted without errors. Warnings are printed and never fail.
  name: 'lint',
  group: 'lint',
  async run(_names, how = {}) {
    const output = join(RESULTS, 'lint.json');
    // Its cache (the checkout's .cache/eslint/, keyed by each file's content and the config) re-lints changed files only.
    const code = await run('npx', ['eslint', '.', '--cache', '--cache-strategy', 'content', '--cache-location', join(ROOT, '.cache', 'eslint') + '/', '--format', 'json', '--output-file', output], {}, how);
    const files = readJson(output);
    if (!Array.isArray(files)) return { code, counts: null };
    const failures = [];
    for (const file of files) {
      for (const message of file.messages) {
        const where = `${relative(ROOT, file.filePath)}:${message.line ?? 0}:${message.column ?? 0}`;
        console.log(`${where}  ${message.severity === 2 ? 'error' : 'warning'}  ${message.message}  ${message.ruleId ?? ''}`);
        if (message.severity === 2) failures.push({ where, lines: [`${message.message}  ${message.ruleId ?? ''}`] });
      }
    }
    const failed = files.filter((file) => file.errorCount > 0).length;
    const warnings = files.reduce((sum, file) => sum + file.warningCount, 0);
    console.log(`${files.length} files linted, ${failed} with errors, ${warnings} warnings`);
    return { code, counts: { passed: files.length - failed, failed }, failures };
  },
};

const API_TYPES = {
  // The committed API types against the backend's DTOs (builds backend/dist when it is stale).
  name: 'api-types',
  group: 'api-types',
  async run(_names, how = {}) {
    const code = await run('node', ['backend/scripts/openapi-types.mjs', '--check'], {}, how);
    return { code, counts: { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 } };
  },
};

/**
 * Suites that leave a core idle when run alone — ESLint and the API types check are single-threaded, the deploy,
 * scripts and WordPress suites wait on nginx, MariaDB and child processes — run side by side
 * (scripts/lib/side-by-side.mjs). Each keeps its own summary row, time and failures; its output is printed as one
 * block when it ends. The two long suites do not run beside each other: together they took as long as one after
 * the other (integration and e2e side by side 1,084 s, one after the other 472 + 635 s): they keep the 2 cores
 * busy. But the integration suite keeps 1.7 of them busy, and the scripts' tests fill part of the rest: it runs
 * beside them as the `live` member, its output printed as it comes. `npm test -- <group>` still picks a member
 * by its own group (`integration`, `scripts`).
 */
function beside(name, members) {
  const groupOf = new Map(members.map((member) => [member.name, member.group ?? member.name]));
  return {
    name,
    group: name,
    names: members.map((member) => member.name),
    groupOf: (memberName) => groupOf.get(memberName),
    async run(selectedNames) {
      return { results: await runSideBySide({ members: members.filter((member) => selectedNames.includes(member.name)) }) };
    },
  };
}

const suites = [
  {
    name: 'typecheck',
    group: 'typecheck',
    async run() {
      let passed = 0;
      const failures = [];
      // One check per core at once, each taking the next workspace as it finishes (the checker runs threads of its own too).
      const queue = [...TYPECHECKED];
      const checker = async () => {
        for (let workspace = queue.shift(); workspace; workspace = queue.shift()) {
          const code = await run(process.execPath, typeCheckArgs(workspace));
          if (code === 0) passed += 1;
          else {
            failures.push({ where: workspace, lines: [] });
            console.error(`typecheck failed: ${workspace}`);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, checker));
      return { code: failures.length ? 1 : 0, counts: { passed, failed: failures.length }, failures };
    },
  },
  // The API types check builds backend/dist when it is stale, before the integration suite (which needs it too) starts.
  beside('lint, api-types, deploy, wordpress', [LINT, API_TYPES, nodeTestSuite('deploy', 'deploy/'), nodeTestSuite('wordpress', 'backend/wordpress/test/')]),
  unitSuites([
    ['unit:runtime', 'packages/runtime/jest.config.js'],
    ['unit:ui', 'packages/ui/jest.config.js'],
    ['unit:build-config', 'packages/build-config/jest.config.js'],
    ['unit:shell', 'shell/jest.config.js'],
    ['unit:chat', 'mfe-chat/jest.config.js'],
    ['unit:integrations', 'mfe-integrations/jest.config.js'],
    ['unit:movie-studio', 'mfe-movie-studio/jest.config.js'],
    ['unit:music-studio', 'mfe-music-studio/jest.config.js'],
    ['unit:marketing', 'mfe-marketing/jest.config.js'],
    ['unit:build-studio', 'mfe-build-studio/jest.config.js'],
    ['unit:backend', 'backend/jest.unit.config.js'],
  ]),
  beside('integration, scripts', [{ ...jestSuite('integration:backend', 'backend/jest.integration.config.js'), live: true }, nodeTestSuite('scripts', 'scripts/test/')]),
  {
    name: 'e2e',
    group: 'e2e',
    async run() {
      const output = join(RESULTS, 'e2e.json');
      const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: output });
      const data = readJson(output);
      const stats = data?.stats;
      return {
        code,
        // A flaky test (failed, then passed on the retry that records its trace) counts as failed: a test that
        // passes only sometimes depends on something it does not control.
        counts: stats ? { passed: stats.expected, failed: stats.unexpected + stats.flaky } : null,
        failures: playwrightFailures(data),
      };
    },
  },
];

const chosen = (name, group) => !only.length || only.includes(group) || only.includes(name);
const selected = suites
  .map((suite) => ({ suite, names: (suite.names ?? [suite.name]).filter((name) => chosen(name, suite.groupOf?.(name) ?? suite.group)) }))
  .filter(({ names }) => names.length);

// The hogs start before the factor is measured, so the suites' budgets are scaled to the machine they run on.
const hogs = stress ? startCpuHogs(STRESS_HOGS) : null;
if (hogs) console.log(`--stress: ${STRESS_HOGS} busy CPU hogs run beside the suites (pids ${hogs.pids.join(', ')})`);
const { factor, milliseconds, source } = await machineFactor();
process.env.ATELIER_TIME_FACTOR = String(factor);
const measured = Number.isFinite(milliseconds) ? `took ${Math.round(milliseconds)} ms` : `ran past the cap, ${MAX_FACTOR} × ${REFERENCE_MS} ms`;
console.log(`Machine factor ${factor} (${source === 'given' ? 'given in ATELIER_TIME_FACTOR' : `measured: the fixed workload ${measured}`}): every suite's time budgets are scaled by it`);

const summary = [];
const digest = [];
/** One row of the summary; a suite that crashed before reporting counts as one failure, never as silence. */
function record(name, code, counts, failures, seconds) {
  digest.push({ suite: name, failures });
  const result = counts ?? { passed: 0, failed: 1 };
  if (!counts) failures.push({ where: `no report: the runner ended with code ${code} before writing one`, lines: [] });
  if (code !== 0 && result.failed === 0) {
    // Every test passed yet the runner failed (a global teardown, a crash after the report): still a failure.
    console.error(`${name}: exited with code ${code} although its report counts no failed test; the cause is printed above`);
    failures.push({ where: `the runner exited with code ${code} although its report counts no failed test`, lines: [] });
    result.failed = 1;
  }
  summary.push({ name, ...result, seconds });
}

for (const { suite, names } of selected) {
  console.log(`\n━━━ ${suite.name} ━━━`);
  const started = Date.now();
  const { code, counts, failures = [], rows, results } = await suite.run(names);
  const seconds = (Date.now() - started) / 1000;
  if (results) {
    // Suites run side by side: a row each, judged as if each had run alone.
    for (const result of results) record(result.name, result.code, result.counts, result.failures, result.seconds);
    console.log(`${suite.name}: ${seconds.toFixed(0)} s in all`);
    continue;
  }
  if (rows === undefined) {
    record(suite.name, code, counts, failures, seconds);
    continue;
  }
  // A run of several suites: one row each (its files' summed time), and its exit code judged over all of them.
  for (const row of rows ?? []) record(row.name, 0, { passed: row.passed, failed: row.failed }, row.failures, row.seconds);
  const failedRows = (rows ?? []).some((row) => row.failed > 0);
  if (!rows || (code !== 0 && !failedRows)) record(suite.name, code, rows ? { passed: 0, failed: 0 } : null, [], seconds);
  console.log(`${suite.name}: ${seconds.toFixed(0)} s in all`);
}
await hogs?.stop();
runTemp.remove();

const failureDigest = formatDigest(digest);
if (failureDigest) console.log(failureDigest);

console.log('\nSuite                      passed  failed   time');
for (const row of summary) {
  console.log(`${row.name.padEnd(26)} ${String(row.passed).padStart(6)}  ${String(row.failed).padStart(6)}  ${row.seconds.toFixed(0).padStart(4)} s`);
}
const passed = summary.reduce((n, row) => n + row.passed, 0);
const failed = summary.reduce((n, row) => n + row.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
