// Unit specs live beside the code (src/**/*.spec.ts); no database, no network.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  // Jest's Node environment with the built-ins hot loops read bound lexically (ARCHITECTURE.md §15).
  testEnvironment: '<rootDir>/../scripts/jest/node-environment.js',
  // Each test's budget scaled to the machine factor (ARCHITECTURE.md §15).
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/scaled-test-timeout.js'],
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // SWC, types checked by the type check (scripts/jest/swc-transform.js).
  transform: { '^.+\\.ts$': require('../scripts/jest/swc-transform.js')() },
  moduleFileExtensions: ['ts', 'js', 'json'],
};
