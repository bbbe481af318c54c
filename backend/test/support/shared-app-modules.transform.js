// The integration suite's test files load the app's modules from dist through Node's own loader, once per Jest
// worker, instead of compiling and evaluating the whole app again in each test file's module registry
// (ARCHITECTURE.md §15). This transform turns every module a test file would load from `src/` into a one-line
// module that hands back the compiled one from dist, and does the same for the packages whose identity the app and
// its tests share (jest.integration.config.js lists them): an `app.get(DataSource)` or a spy on a Nest class only
// works on the app's own copy. `globalThis.__atelierNodeRequire` is Node's own `require`, given to each test file
// by shared-app-modules.environment.js.
const { createHash } = require('node:crypto');
const path = require('node:path');

const BACKEND_DIR = path.resolve(__dirname, '..', '..');
const SRC = path.join(BACKEND_DIR, 'src') + path.sep;
const DIST = path.join(BACKEND_DIR, 'dist') + path.sep;
const VERSION = 'shared-app-modules-2';

/** The compiled file of a source module: dist mirrors src (tsconfig.build.json). */
const compiledOf = (file) => DIST + file.slice(SRC.length).replace(/\.ts$/, '.js');

module.exports = {
  getCacheKey(source, filename) {
    return createHash('sha1').update(VERSION).update('\0').update(filename).update('\0').update(source).digest('hex');
  },
  process(source, filename) {
    if (filename.startsWith(SRC)) {
      const compiled = JSON.stringify(compiledOf(filename));
      return {
        code:
          `if (!globalThis.__atelierNodeRequire) throw new Error('the app modules load in integration test files only, from ' + ${compiled});\n` +
          `module.exports = globalThis.__atelierNodeRequire(${compiled});`,
      };
    }
    // A shared package outside a test file (the global setup and teardown, which Jest loads with this transform
    // too): the module as it is, in the wrapper Node gives it.
    return {
      code:
        `if (globalThis.__atelierNodeRequire) module.exports = globalThis.__atelierNodeRequire(${JSON.stringify(filename)});\n` +
        `else (function (exports, require, module, __filename, __dirname) {${source}\n}).call(this, exports, require, module, __filename, __dirname);`,
    };
  },
};
