/**
 * The machine factor that `npm test` measured (scripts/lib/machine-factor.mjs; ARCHITECTURE.md §15): a time budget
 * tuned on an idle machine, times the factor, so a busy machine gets more time and no test fails for being slow.
 * 1 when a spec runs outside `npm test` and no ATELIER_TIME_FACTOR was given.
 */
const given = Number(process.env.ATELIER_TIME_FACTOR);
export const timeFactor = Number.isFinite(given) && given >= 1 ? given : 1;

/** `ms`, a budget measured on an idle machine, scaled to this machine's factor. */
export const scaled = (ms: number): number => Math.round(ms * timeFactor);
