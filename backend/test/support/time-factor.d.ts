/** How much slower this machine is than the reference one: ATELIER_TIME_FACTOR, a number >= 1 (default 1). */
export const timeFactor: number;
/** A time budget (ms) set on the reference machine, stretched to this one. */
export function scaled(ms: number): number;
