import { existsSync } from 'node:fs';

// Debian `fonts-dejavu-core` first; the others cover common distributions and macOS.
const CANDIDATES = [
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
  return CANDIDATES.find((file) => existsSync(file)) ?? null;
}
