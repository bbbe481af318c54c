// Integration tests against real PostgreSQL (one embedded server per run, one database per suite)
// and real `node dist/main.js` processes; globalSetup builds dist when the sources are newer.
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
  maxWorkers: 1,
  testTimeout: 60_000,
};
