import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, SUITE_CHROMIUM } from './support/browsers';
import { E2E_PORTS } from './support/ports';
import { scaled } from './support/time-factor';

/** Tests that hold a shared backend resource (the movie render slot): they run first, beside tests that render no movie. */
const RUN_FIRST = /movie-studio\/movie-batch\.spec\.ts/;
const DESKTOP = { viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Budgets measured on an idle machine, scaled by the machine factor `npm test` measured (ARCHITECTURE.md §15).
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  // Two by default: on a 2-core machine the browsers, the backend and its media renders share the CPUs (E2E_WORKERS
  // tries another count).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A failed test runs once more, recording its trace (below); `npm test` counts it failed either way, a pass on
  // the retry as well (a flaky test: scripts/test.mjs), so the retry exists for the trace alone.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${E2E_PORTS.shell}`,
    browserName: 'chromium',
    launchOptions: { executablePath: SUITE_CHROMIUM, args: CHROMIUM_ARGS },
    // The trace (actions, DOM snapshots, screencast, network, console) is recorded on a failed test's retry only:
    // recording every attempt and keeping the failures' cost Chromium and the workers 15 % more CPU for traces
    // thrown away (tests/desktop + tests/landing on desktop, 86 tests: 137.9 → 117.5 s of CPU, 80.9 → 70.7 s).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // First, on one worker: the batch test holds scenes in the backend's one movie render slot on purpose, so a movie
    // test beside it would wait behind renders it cannot see. Workers take tests in the order of this list, so the
    // other begins on desktop's axe scans and Build Studio, minutes of work before the first movie test, and no core
    // waits: run last and alone, the batch's ~45 s kept one of the two idle (ARCHITECTURE.md §15).
    { name: 'desktop-first', testMatch: RUN_FIRST, use: DESKTOP },
    { name: 'desktop', testMatch: /(a11y|desktop|site|remotes|landing|integrations|marketing-studio|music-studio|movie-studio|build-studio)\/.*\.spec\.ts/, testIgnore: RUN_FIRST, use: DESKTOP },
    { name: 'phone', testMatch: /(a11y|phone|site|landing|marketing-studio|music-studio|movie-studio|build-studio)\/.*\.spec\.ts/, testIgnore: RUN_FIRST, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
});
