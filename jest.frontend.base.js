// Shared Jest settings for the React workspaces (shell, packages/*): TS via SWC, DOM via jsdom, CSS ignored.
const path = require('node:path');

module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  setupFiles: [path.join(__dirname, 'scripts/jest/jsdom-polyfills.js')],
  // Time budgets scaled to the machine factor (ARCHITECTURE.md §15): each test's, and waitFor/findBy's.
  setupFilesAfterEnv: [path.join(__dirname, 'scripts/jest/scaled-test-timeout.js'), path.join(__dirname, 'scripts/jest/testing-library-timeouts.js')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // SWC, types checked by the type check (scripts/jest/swc-transform.js).
  transform: { '^.+\\.tsx?$': require('./scripts/jest/swc-transform.js')({ jsx: true }) },
  moduleNameMapper: {
    '\\.(css)$': path.join(__dirname, 'scripts/jest/style-mock.js'),
    '\\.(svg|png|jpg|webp)$': path.join(__dirname, 'scripts/jest/file-mock.js'),
  },
});
