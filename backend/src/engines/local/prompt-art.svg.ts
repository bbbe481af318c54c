import { hashText, seededRandom } from '../shared/seeded-random';
import { wrapText } from '../shared/wrap-text';

/**
 * Escapes markup, and drops what XML 1.0 cannot hold at all (control characters, lone surrogates,
 * U+FFFE/U+FFFF), which would otherwise make the renderer refuse the whole picture.
 */
export const escapeXml = (text: string) =>
  text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;

/** An SVG composition seeded by the prompt: gradient background, a few translucent shapes, the prompt wrapped. */
export function promptArtSvg(prompt: string, width: number, height: number): string {
  const random = seededRandom(hashText(prompt));
  const hue = random() * 360;
  const accent = (hue + 120 + random() * 120) % 360;
  const angle = Math.round(random() * 360);
  const short = Math.min(width, height);

  const shapes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = random() * width;
    const y = random() * height;
    const size = short * (0.1 + random() * 0.35);
    const fill = hsl((accent + i * 37) % 360, 60 + random() * 30, 45 + random() * 30);
    const opacity = (0.25 + random() * 0.35).toFixed(2);
    shapes.push(
      i % 2 === 0
        ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(size / 2).toFixed(1)}" fill="${fill}" fill-opacity="${opacity}"/>`
        : `<rect x="${(x - size / 2).toFixed(1)}" y="${(y - size / 2).toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" rx="${(size / 8).toFixed(1)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${Math.round(random() * 90)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
    );
  }

  const fontSize = Math.max(12, Math.round(short / 18));
  const maxChars = Math.max(8, Math.floor((width * 0.8) / (fontSize * 0.55)));
  const lines = wrapText(prompt, maxChars, 6);
  const lineHeight = Math.round(fontSize * 1.3);
  const firstY = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map((line, i) => `<tspan x="${width / 2}" y="${(firstY + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`)
    .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${hsl(hue, 70, 30)}"/><stop offset="1" stop-color="${hsl((hue + 60) % 360, 75, 55)}"/>`,
    `</linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#bg)"/>`,
    ...shapes,
    `<text font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="bold" fill="white" text-anchor="middle" dominant-baseline="middle" stroke="rgba(0,0,0,0.35)" stroke-width="${Math.max(1, fontSize / 16).toFixed(1)}" paint-order="stroke">${text}</text>`,
    `</svg>`,
  ].join('');
}
