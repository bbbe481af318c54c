/** The movie lengths one can aim at, in minutes (spec 001 §5); the breakdown is sized to the one chosen. */
export const TARGET_LENGTHS = [5, 10, 20, 30, 60] as const;
export type TargetLength = (typeof TARGET_LENGTHS)[number];
export const DEFAULT_TARGET_LENGTH: TargetLength = 10;
