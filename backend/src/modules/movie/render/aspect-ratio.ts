/** A movie's frame shape (issue "Aspect ratios"): landscape, portrait or square, chosen per movie. */
export const ASPECT_RATIOS = ['16:9', '9:16', '1:1'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
/** Existing movies (the column's default) and new ones are landscape. */
export const DEFAULT_ASPECT_RATIO: AspectRatio = '16:9';

const even = (value: number) => Math.round(value / 2) * 2;

/**
 * The frame of a ratio whose short side is `shortSide` (the plan's export height: 720, 1080, 2160), so
 * Pro's 1080 gives 1920×1080, 1080×1920 and 1080×1080.
 */
export function frameOfRatio(shortSide: number, ratio: AspectRatio): { width: number; height: number } {
  const long = even((shortSide * 16) / 9);
  if (ratio === '9:16') return { width: shortSide, height: long };
  if (ratio === '1:1') return { width: shortSide, height: shortSide };
  return { width: long, height: shortSide };
}

/** Whether a rendered frame has the ratio's shape (a render of another shape is out of date). */
export function hasRatio(width: number | null, height: number | null, ratio: AspectRatio): boolean {
  if (!width || !height) return false;
  const frame = frameOfRatio(Math.min(width, height), ratio);
  return frame.width === width && frame.height === height;
}
