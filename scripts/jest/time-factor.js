// The machine factor that `npm test` measured (scripts/lib/machine-factor.mjs; ARCHITECTURE.md §15), for the Jest
// configs and the frontend unit tests: a time budget tuned on an idle machine, times the factor. 1 when a test runs
// outside `npm test` (an editor, `npx jest`) and no factor was given.
const given = Number(process.env.ATELIER_TIME_FACTOR);
const timeFactor = Number.isFinite(given) && given >= 1 ? given : 1;

/** `ms` (a budget measured on an idle machine) scaled to this machine's factor. */
const scaled = (ms) => Math.round(ms * timeFactor);

module.exports = { timeFactor, scaled };
