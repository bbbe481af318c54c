// How much slower this machine is than the one the tests' time budgets were set on: a number >= 1 that the test
// runner measures and passes as ATELIER_TIME_FACTOR (ARCHITECTURE.md §15). Plain JS so the Jest config reads it too.
'use strict';

function timeFactor(env = process.env) {
  const raw = env.ATELIER_TIME_FACTOR ?? '1';
  const factor = Number(raw);
  if (!Number.isFinite(factor) || factor < 1) throw new Error(`ATELIER_TIME_FACTOR must be a number >= 1, got "${raw}"`);
  return factor;
}

/** A time budget (ms) set on the reference machine, stretched to this one. */
function scaled(ms, env = process.env) {
  return Math.ceil(ms * timeFactor(env));
}

module.exports = { timeFactor, scaled };
