// Integration tests against real PostgreSQL (one embedded server per run, one database per suite)
// and real `node dist/main.js` processes; globalSetup builds dist when the sources are newer.
// Files run in parallel (each has its own database, ports and temp dirs; ARCHITECTURE.md §15): most of their
// time is spent waiting on PostgreSQL, child processes and ffmpeg, so more workers than cores still pays: on this
// 2-core machine the whole suite took 421–429 s on two workers (1.55 cores busy), 389 s on three (1.70) and 379 s
// on four (1.76); three keeps most of the gain with less contention for the stress mode's hogs.
const path = require('node:path');
const { scaled } = require('./test/support/time-factor');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SHARED_APP_MODULES = '<rootDir>/test/support/shared-app-modules.transform.js';
/**
 * The packages whose identity the app and its tests share (a DI token, a class a test spies on, the validator the
 * conformance check compiles once): loaded once per worker with the app (shared-app-modules.transform.js).
 */
const SHARED_PACKAGES = ['@nestjs', 'typeorm', 'ajv', 'ajv-formats'];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  // Test files take the app's modules compiled from dist, loaded by Node once per worker (ARCHITECTURE.md §15).
  testEnvironment: '<rootDir>/test/support/shared-app-modules.environment.js',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  transform: {
    [`^${escapeRegExp(path.join(__dirname, 'src', path.sep))}.+\\.ts$`]: SHARED_APP_MODULES,
    '/node_modules/.+\\.c?js$': SHARED_APP_MODULES,
    // The test files themselves: SWC, types checked by the type check (scripts/jest/swc-transform.js).
    '^.+\\.ts$': require('../scripts/jest/swc-transform.js')(),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${SHARED_PACKAGES.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'json'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/support/openapi-conformance.setup.ts'],
  maxWorkers: Number(process.env.ATELIER_INTEGRATION_WORKERS ?? 3),
  testSequencer: '<rootDir>/test/support/longest-first.sequencer.js',
  // Scaled by the runner's measured machine factor, never tuned to one machine.
  testTimeout: scaled(60_000),
};
