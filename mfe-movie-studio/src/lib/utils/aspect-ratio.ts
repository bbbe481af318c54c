/** A movie's frame shapes (README "Movie Studio", Aspect ratios), as the details form offers them. */
export const ASPECT_RATIOS = [
  { value: '16:9', label: '16:9 (landscape)' },
  { value: '9:16', label: '9:16 (portrait)' },
  { value: '1:1', label: '1:1 (square)' },
] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number]['value'];
export const DEFAULT_ASPECT_RATIO: AspectRatio = '16:9';

/** The ratio a rendered frame has (null before a render, or for a shape none of the three is). */
export function ratioOfFrame(width: number | null | undefined, height: number | null | undefined): AspectRatio | null {
  if (!width || !height) return null;
  if (width === height) return '1:1';
  if (Math.abs(width / height - 16 / 9) < 0.02) return '16:9';
  if (Math.abs(height / width - 16 / 9) < 0.02) return '9:16';
  return null;
}

/** The ratio as CSS `aspect-ratio` (the video box takes the video's shape before it loads: no bars). */
export const cssAspectRatio = (ratio: AspectRatio) => ratio.replace(':', ' / ');
