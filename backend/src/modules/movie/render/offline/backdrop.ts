import type sharp from 'sharp';
import { openImage } from '../../../../assets/images/image-intake';
import { loadSharp } from '../../../../common/lazy-sharp';
import { hashText, seededRandom } from '../../../../engines/shared/seeded-random';

export type BackdropTone = 'scene' | 'title' | 'credits';

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`;

/**
 * The still behind a clip, seeded (a scene keeps its look across renders): a diagonal gradient, soft
 * shapes, a vignette, and for scenes with a cast a darker strip along the bottom. No text: ffmpeg draws
 * that with the shipped font, so the look does not depend on the fonts of the machine.
 */
export function backdropSvg(width: number, height: number, seed: string, tone: BackdropTone, castStrip: boolean): string {
  const random = seededRandom(hashText(seed));
  const hue = random() * 360;
  const light = tone === 'scene' ? 34 : tone === 'title' ? 22 : 10;
  const short = Math.min(width, height);
  const shapes: string[] = [];
  for (let i = 0; i < (tone === 'credits' ? 3 : 7); i++) {
    const cx = random() * width;
    const cy = random() * height;
    const r = short * (0.08 + random() * 0.3);
    const fill = hsl((hue + 140 + i * 29) % 360, 55 + random() * 30, 40 + random() * 25);
    shapes.push(`<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" fill-opacity="${(0.12 + random() * 0.2).toFixed(2)}"/>`);
  }
  // The strip's height follows the short side, as the cast row does (clip-layout): in 9:16 it stays at the bottom.
  const stripTop = height - Math.round(short * 0.34);
  const strip = castStrip
    ? `<rect x="0" y="${stripTop}" width="${width}" height="${height - stripTop}" fill="black" fill-opacity="0.42"/>` +
      `<rect x="0" y="${stripTop}" width="${width}" height="${Math.max(1, Math.round(short / 360))}" fill="white" fill-opacity="0.25"/>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, light)}"/><stop offset="1" stop-color="${hsl((hue + 50) % 360, 65, light + 14)}"/></linearGradient>`,
    '<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="black" stop-opacity="0"/><stop offset="1" stop-color="black" stop-opacity="0.55"/></radialGradient>',
    '</defs>',
    '<rect width="100%" height="100%" fill="url(#bg)"/>',
    ...shapes,
    '<rect width="100%" height="100%" fill="url(#vignette)"/>',
    strip,
    '</svg>',
  ].join('');
}

export async function renderBackdrop(file: string, options: { width: number; height: number; seed: string; tone: BackdropTone; castStrip: boolean }): Promise<void> {
  const svg = backdropSvg(options.width, options.height, options.seed, options.tone, options.castStrip);
  await loadSharp()(Buffer.from(svg)).png({ compressionLevel: 1 }).toFile(file);
}

/**
 * A character's round picture with a thin ring: their avatar, or (without one) a disc in a colour
 * seeded by the name, on which the clip draws the initials.
 */
export async function renderTile(file: string, options: { size: number; avatar: Buffer | null; seed: string }): Promise<void> {
  const { size } = options;
  const ring = Math.max(2, Math.round(size / 28));
  const circle = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - 0.5}" fill="white"/></svg>`;
  const outline = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${(size - ring) / 2}" fill="none" stroke="white" stroke-opacity="0.9" stroke-width="${ring}"/></svg>`;
  let base: sharp.Sharp;
  if (options.avatar) {
    base = openImage(options.avatar).resize(size, size, { fit: 'cover' }).ensureAlpha();
  } else {
    const random = seededRandom(hashText(options.seed));
    base = loadSharp()({ create: { width: size, height: size, channels: 4, background: hsl(random() * 360, 45, 38) } });
  }
  const masked = await base.composite([{ input: Buffer.from(circle), blend: 'dest-in' }]).png().toBuffer();
  await loadSharp()(masked).composite([{ input: Buffer.from(outline) }]).png().toFile(file);
}
