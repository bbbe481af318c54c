const base = require('../jest.frontend.base.js')(__dirname);

// Also the build's own code (build/: the Rsbuild plugins).
module.exports = { ...base, testMatch: [...base.testMatch, '<rootDir>/build/**/*.test.ts'] };
