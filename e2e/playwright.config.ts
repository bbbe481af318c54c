import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, SUITE_CHROMIUM } from './support/browsers';
import { E2E_PORTS } from './support/ports';
import { scaled } from './support/time-factor';

/** Tests that hold a shared backend resource (the movie render slot) and so run after all others, by themselves. */
const RUN_ALONE = /movie-studio\/movie-batch\.spec\.ts/;
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
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${E2E_PORTS.shell}`,
    browserName: 'chromium',
    launchOptions: { executablePath: SUITE_CHROMIUM, args: CHROMIUM_ARGS },
    // A failed test keeps its trace (actions, DOM snapshots, network, console) without the screencast: recording
    // frames for every test cost Chromium about a third more CPU (tests/landing: 84 → 62 s of Chromium CPU,
    // 58 → 47 s), and the failure's own screenshot is kept below.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', testMatch: /(a11y|desktop|site|remotes|landing|integrations|marketing-studio|music-studio|movie-studio|build-studio)\/.*\.spec\.ts/, testIgnore: RUN_ALONE, use: DESKTOP },
    { name: 'phone', testMatch: /(a11y|phone|site|landing|marketing-studio|music-studio|movie-studio|build-studio)\/.*\.spec\.ts/, testIgnore: RUN_ALONE, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    // After every other test: the batch test holds scenes in the backend's one movie render slot on purpose, so a
    // movie test beside it would wait behind renders it cannot see (ARCHITECTURE.md §15).
    { name: 'desktop-alone', testMatch: RUN_ALONE, dependencies: ['desktop', 'phone'], use: DESKTOP },
  ],
});
