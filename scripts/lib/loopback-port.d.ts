/** A port in 20000–32767 (below Linux's ephemeral range) that nothing listens on now and this process has not handed out before. */
export function freePort(): Promise<number>;
export const FIRST_PORT: number;
export const LAST_PORT: number;
