/**
 * The machine factor that `npm test` measured and exports as ATELIER_TIME_FACTOR (ARCHITECTURE.md §15): a time
 * budget tuned on an idle machine, times the factor, so a busy or slower machine gets proportionally more time and
 * no test fails for being slow. Every budget of this suite — the config's test and expect timeouts and each explicit
 * `{ timeout }` — goes through `scaled`. 1 when the suite runs outside `npm test` and no factor was given.
 */
const given = Number(process.env.ATELIER_TIME_FACTOR ?? 1);
export const timeFactor = Number.isFinite(given) && given >= 1 ? given : 1;

/** `ms`, a budget measured on an idle machine, scaled to this machine's factor. */
export const scaled = (ms: number): number => Math.round(ms * timeFactor);
