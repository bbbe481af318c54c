// The suites' Node environment (scripts/jest/node-environment.js), plus Node's own `require` for
// shared-app-modules.transform.js (ARCHITECTURE.md §15). The modules it loads live in Node's realm, not the test
// file's: their Dates, Errors and arrays have the other realm's prototypes, so a test compares their values
// (`toEqual`, `util.types.isDate`), not their constructors.
const NodeEnvironment = require('../../../scripts/jest/node-environment');

class SharedAppModulesEnvironment extends NodeEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__atelierNodeRequire = require;
  }
}

module.exports = SharedAppModulesEnvironment;
