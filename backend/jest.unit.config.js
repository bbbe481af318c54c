// Unit specs live beside the code (src/**/*.spec.ts); no database, no network.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  // Jest's Node environment with the built-ins hot loops read bound lexically (ARCHITECTURE.md §15).
  testEnvironment: '<rootDir>/../scripts/jest/node-environment.js',
  // Each test's budget scaled to the machine factor (ARCHITECTURE.md §15).
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/scaled-test-timeout.js'],
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
};
