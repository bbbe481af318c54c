// Integration tests against real PostgreSQL (one embedded server per run, one database per suite)
// and real `node dist/main.js` processes; globalSetup builds dist when the sources are newer.
// Files run in parallel (each has its own database, ports and temp dirs; ARCHITECTURE.md §15): most of their
// time is spent waiting on PostgreSQL, child processes and ffmpeg, so more workers than cores still pays: on this
// 2-core machine the whole suite took 421–429 s on two workers (1.55 cores busy), 389 s on three (1.70) and 379 s
// on four (1.76); three keeps most of the gain with less contention for the stress mode's hogs.
const { scaled } = require('./test/support/time-factor');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/support/openapi-conformance.setup.ts'],
  maxWorkers: Number(process.env.ATELIER_INTEGRATION_WORKERS ?? 3),
  // Scaled by the runner's measured machine factor, never tuned to one machine.
  testTimeout: scaled(60_000),
};
