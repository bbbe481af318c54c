// How much slower this machine is than the one the tests' time budgets were set on (ARCHITECTURE.md §15): the one
// helper the Jest suites share (scripts/jest/time-factor.js), read here by the backend's configs and specs.
'use strict';

module.exports = require('../../../scripts/jest/time-factor');
