import { existsSync } from 'node:fs';

/** DejaVu Sans Bold from the `dejavu-fonts-ttf` dependency, so a clean machine draws the same letters as CI. */
function shippedFont(): string | null {
  try {
    return require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
  } catch {
    return null;
  }
}

// Only if the package were missing: Debian `fonts-dejavu-core`, other distributions, macOS.
const SYSTEM_FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/Library/Fonts/Arial.ttf',
  '/System/Library/Fonts/Supplemental/Arial.ttf',
];

/** A TrueType font file for ffmpeg's drawtext, or null to let ffmpeg's fontconfig choose. */
export function findFont(preferred?: string): string | null {
  if (preferred) return existsSync(preferred) ? preferred : null;
  return shippedFont() ?? SYSTEM_FONTS.find((file) => existsSync(file)) ?? null;
}
