// Every unit test's budget is Jest's default 5 s scaled to the machine factor (ARCHITECTURE.md §15). Set here, in a
// setup file, because Jest reads the `testTimeout` option only from the top configuration, not from a project of
// the one Jest run that `npm test` makes of every unit suite. A file that needs more calls jest.setTimeout(scaled(…)).
/* global jest */
const { scaled } = require('./time-factor');

jest.setTimeout(scaled(5_000));
