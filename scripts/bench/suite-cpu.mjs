#!/usr/bin/env node
// `npm run bench:suite-cpu -- <command> [args…]`: runs a command (a suite, one test file, anything) and prints
// where its CPU went, by program — e.g. `npm run bench:suite-cpu -- npx playwright test -c e2e/playwright.config.ts
// tests/music-studio` or `npm run bench:suite-cpu -- npm test -- integration`. Every suite here is CPU-bound
// (ARCHITECTURE.md §15), so a shorter run needs less CPU: this shows which program to look at first, node by the
// script it runs and Chromium by process type.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { formatCpuReport, watchCpuByProgram } from '../lib/cpu-by-program.mjs';
import { ROOT } from '../lib/apps.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: npm run bench:suite-cpu -- <command> [args…]');
  process.exit(2);
}

const watch = watchCpuByProgram({ root: ROOT });
const child = spawn(command, args, { cwd: process.env.INIT_CWD ?? ROOT, stdio: 'inherit' });
const code = await new Promise((resolve) => {
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  child.on('error', (error) => {
    console.error(`${command}: ${error.message}`);
    resolve(1);
  });
});
const report = watch.stop();
console.log(`\nCPU by program while \`${[command, ...args].join(' ')}\` ran (sampled every 0.2 s; a process shorter than that may be counted low):`);
for (const line of formatCpuReport(report, availableParallelism(), 16)) console.log(line);
process.exit(code);
