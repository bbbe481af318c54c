// Integration tests against real PostgreSQL (one embedded server per run, one database per suite)
// and real `node dist/main.js` processes; globalSetup builds dist when the sources are newer.
// Files run in parallel (each has its own database, ports and temp dirs; ARCHITECTURE.md §15): most of their
// time is spent waiting on PostgreSQL, child processes and ffmpeg, so more workers than cores still pays.
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
  maxWorkers: Number(process.env.ATELIER_INTEGRATION_WORKERS ?? 2),
  // Scaled by the runner's measured machine factor, never tuned to one machine.
  testTimeout: scaled(60_000),
};
