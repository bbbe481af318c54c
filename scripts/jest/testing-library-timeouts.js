// Testing Library's waitFor/findBy deadline (1 s by default) scales with the machine factor like every other
// time budget of the frontend unit tests (ARCHITECTURE.md §15).
const { configure } = require('@testing-library/dom');
const { scaled } = require('./time-factor');

configure({ asyncUtilTimeout: scaled(1_000) });
