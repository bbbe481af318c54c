import type { ImageStyle } from '../image-engine';
import { hashText, seededRandom } from '../shared/seeded-random';
import { wrapText } from '../shared/wrap-text';
import { escapeXml } from './prompt-art.svg';

type Random = () => number;

interface Canvas {
  width: number;
  height: number;
  random: Random;
  hue: number;
}

const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1 ? `hsl(${Math.round(h % 360)} ${Math.round(s)}% ${Math.round(l)}%)` : `hsl(${Math.round(h % 360)} ${Math.round(s)}% ${Math.round(l)}% / ${a})`;
const f = (value: number) => value.toFixed(1);

/**
 * A composition per style, seeded by the prompt: a soft-focus scene with depth for 'photo', flat shapes with
 * ink outlines for 'illustration', lit solids on a floor for '3d', graphite strokes on paper for 'sketch'.
 * The prompt's first sentence is set as a caption, so the picture says what it was made for.
 */
export function styledArtSvg(prompt: string, width: number, height: number, style: ImageStyle): string {
  const random = seededRandom(hashText(`${style}\u0000${prompt}`));
  const canvas: Canvas = { width, height, random, hue: random() * 360 };
  const scene = SCENES[style](canvas);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    scene,
    caption(prompt, canvas, style),
    '</svg>',
  ].join('');
}

/** What the picture is of: the prompt's first sentence (the rest is usually how to draw it). */
export function captionOf(prompt: string): string {
  const first = prompt.trim().split(/(?<=[.!?])\s+/)[0] ?? '';
  return first.replace(/[.]$/, '') || prompt.trim();
}

function caption(prompt: string, { width, height }: Canvas, style: ImageStyle): string {
  const short = Math.min(width, height);
  const fontSize = Math.max(10, Math.round(short / 28));
  const maxChars = Math.max(8, Math.floor((width * 0.86) / (fontSize * 0.55)));
  const lines = wrapText(captionOf(prompt), maxChars, 3);
  const lineHeight = Math.round(fontSize * 1.3);
  const band = lines.length * lineHeight + fontSize;
  const top = height - band;
  const ink = style === 'sketch' ? '#3b3b3b' : 'white';
  const backdrop = style === 'sketch' ? '' : `<rect x="0" y="${f(top)}" width="${width}" height="${f(band)}" fill="black" fill-opacity="0.38"/>`;
  const text = lines
    .map((line, i) => `<tspan x="${width / 2}" y="${f(top + fontSize * 0.9 + i * lineHeight + lineHeight / 2)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `${backdrop}<text font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}" fill="${ink}" text-anchor="middle" dominant-baseline="middle"${style === 'sketch' ? ' font-style="italic"' : ' font-weight="bold"'}>${text}</text>`;
}

/** Hills from left to right at `base` (share of the height), as a closed path. */
function ridge({ width, height, random }: Canvas, base: number, roughness: number): string {
  const points: string[] = [];
  const steps = 8;
  for (let i = 0; i <= steps; i += 1) {
    const x = (width * i) / steps;
    const y = height * (base + (random() - 0.5) * roughness);
    points.push(`${i === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`);
  }
  return `${points.join(' ')} L${width} ${height} L0 ${height} Z`;
}

function photo(canvas: Canvas): string {
  const { width, height, random, hue } = canvas;
  const short = Math.min(width, height);
  const sunX = width * (0.2 + random() * 0.6);
  const sunY = height * (0.2 + random() * 0.2);
  const bokeh = Array.from({ length: 9 }, () => {
    const r = short * (0.03 + random() * 0.08);
    return `<circle cx="${f(random() * width)}" cy="${f(random() * height * 0.7)}" r="${f(r)}" fill="${hsl(hue + 30 + random() * 40, 80, 85)}" fill-opacity="${(0.15 + random() * 0.25).toFixed(2)}" filter="url(#soft)"/>`;
  });
  return [
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue + 200, 55, 35)}"/><stop offset="0.6" stop-color="${hsl(hue + 20, 70, 70)}"/><stop offset="1" stop-color="${hsl(hue + 35, 80, 82)}"/></linearGradient>`,
    `<radialGradient id="sun"><stop offset="0" stop-color="${hsl(hue + 45, 100, 96)}"/><stop offset="0.35" stop-color="${hsl(hue + 40, 95, 80)}" stop-opacity="0.8"/><stop offset="1" stop-color="${hsl(hue + 40, 95, 70)}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="black" stop-opacity="0"/><stop offset="1" stop-color="black" stop-opacity="0.55"/></radialGradient>`,
    `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(short / 90)}"/></filter>`,
    `<filter id="haze"><feGaussianBlur stdDeviation="${f(short / 220)}"/></filter>`,
    '</defs>',
    `<rect width="100%" height="100%" fill="url(#sky)"/>`,
    `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(short * 0.35)}" fill="url(#sun)"/>`,
    `<path d="${ridge(canvas, 0.58, 0.12)}" fill="${hsl(hue + 220, 25, 45)}" fill-opacity="0.7" filter="url(#haze)"/>`,
    `<path d="${ridge(canvas, 0.7, 0.1)}" fill="${hsl(hue + 160, 30, 28)}"/>`,
    `<path d="${ridge(canvas, 0.84, 0.06)}" fill="${hsl(hue + 140, 35, 16)}"/>`,
    ...bokeh,
    `<rect width="100%" height="100%" fill="url(#vignette)"/>`,
  ].join('');
}

function illustration(canvas: Canvas): string {
  const { width, height, random, hue } = canvas;
  const short = Math.min(width, height);
  const ink = hsl(hue + 220, 40, 14);
  const stroke = f(Math.max(2, short / 160));
  const clouds = Array.from({ length: 3 }, () => {
    const x = random() * width * 0.8;
    const y = height * (0.1 + random() * 0.25);
    const w = short * (0.18 + random() * 0.12);
    return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(w * 0.32)}" rx="${f(w * 0.16)}" fill="white" stroke="${ink}" stroke-width="${stroke}"/>`;
  });
  return [
    `<rect width="100%" height="100%" fill="${hsl(hue, 70, 82)}"/>`,
    `<circle cx="${f(width * (0.65 + random() * 0.2))}" cy="${f(height * 0.28)}" r="${f(short * 0.13)}" fill="${hsl(hue + 40, 95, 60)}" stroke="${ink}" stroke-width="${stroke}"/>`,
    ...clouds,
    `<path d="${ridge(canvas, 0.62, 0.16)}" fill="${hsl(hue + 150, 55, 55)}" stroke="${ink}" stroke-width="${stroke}" stroke-linejoin="round"/>`,
    `<path d="${ridge(canvas, 0.76, 0.12)}" fill="${hsl(hue + 120, 60, 42)}" stroke="${ink}" stroke-width="${stroke}" stroke-linejoin="round"/>`,
    ...Array.from({ length: 14 }, () => `<circle cx="${f(random() * width)}" cy="${f(height * (0.8 + random() * 0.12))}" r="${f(short / 140)}" fill="${ink}"/>`),
  ].join('');
}

function solids(canvas: Canvas): string {
  const { width, height, random, hue } = canvas;
  const short = Math.min(width, height);
  const horizon = height * 0.6;
  const grid = Array.from({ length: 9 }, (_, i) => {
    const x = (width * i) / 8;
    return `<line x1="${f(width / 2 + (x - width / 2) * 0.25)}" y1="${f(horizon)}" x2="${f(x)}" y2="${height}" stroke="white" stroke-opacity="0.18" stroke-width="2"/>`;
  });
  const spheres = Array.from({ length: 3 }, (_, i) => {
    const r = short * (0.09 + random() * 0.07);
    const cx = width * (0.2 + i * 0.3 + (random() - 0.5) * 0.08);
    const cy = horizon + short * (0.06 + random() * 0.14);
    return [
      `<ellipse cx="${f(cx + r * 0.35)}" cy="${f(cy + r * 0.95)}" rx="${f(r * 1.05)}" ry="${f(r * 0.28)}" fill="black" fill-opacity="0.35" filter="url(#shadow)"/>`,
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#ball${i})"/>`,
    ].join('');
  });
  const size = short * 0.16;
  const cubeX = width * (0.35 + random() * 0.3);
  const cubeY = horizon - size * 0.6;
  const cube = [
    `<polygon points="${f(cubeX)},${f(cubeY)} ${f(cubeX + size)},${f(cubeY - size * 0.5)} ${f(cubeX + size * 2)},${f(cubeY)} ${f(cubeX + size)},${f(cubeY + size * 0.5)}" fill="${hsl(hue + 60, 60, 72)}"/>`,
    `<polygon points="${f(cubeX)},${f(cubeY)} ${f(cubeX + size)},${f(cubeY + size * 0.5)} ${f(cubeX + size)},${f(cubeY + size * 1.5)} ${f(cubeX)},${f(cubeY + size)}" fill="${hsl(hue + 60, 55, 50)}"/>`,
    `<polygon points="${f(cubeX + size)},${f(cubeY + size * 0.5)} ${f(cubeX + size * 2)},${f(cubeY)} ${f(cubeX + size * 2)},${f(cubeY + size)} ${f(cubeX + size)},${f(cubeY + size * 1.5)}" fill="${hsl(hue + 60, 50, 34)}"/>`,
  ].join('');
  const balls = Array.from(
    { length: 3 },
    (_, i) =>
      `<radialGradient id="ball${i}" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="white"/><stop offset="0.25" stop-color="${hsl(hue + i * 80, 75, 65)}"/><stop offset="1" stop-color="${hsl(hue + i * 80, 70, 18)}"/></radialGradient>`,
  );
  return [
    '<defs>',
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue + 200, 30, 18)}"/><stop offset="1" stop-color="${hsl(hue + 200, 35, 40)}"/></linearGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue + 200, 25, 45)}"/><stop offset="1" stop-color="${hsl(hue + 200, 30, 22)}"/></linearGradient>`,
    `<filter id="shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(short / 120)}"/></filter>`,
    ...balls,
    '</defs>',
    `<rect width="100%" height="${f(horizon)}" fill="url(#wall)"/>`,
    `<rect y="${f(horizon)}" width="100%" height="${f(height - horizon)}" fill="url(#floor)"/>`,
    ...grid,
    cube,
    ...spheres,
  ].join('');
}

/** A hand-drawn line: the straight segment broken into jittered steps. */
function stroke(random: Random, x1: number, y1: number, x2: number, y2: number, jitter: number): string {
  const steps = 6;
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    return `${f(x1 + (x2 - x1) * t + (random() - 0.5) * jitter)},${f(y1 + (y2 - y1) * t + (random() - 0.5) * jitter)}`;
  });
  return `<polyline points="${points.join(' ')}" fill="none" stroke="#2f2f2f" stroke-opacity="${(0.35 + random() * 0.4).toFixed(2)}" stroke-width="${(1 + random() * 1.6).toFixed(1)}" stroke-linecap="round"/>`;
}

function sketch(canvas: Canvas): string {
  const { width, height, random } = canvas;
  const short = Math.min(width, height);
  const jitter = short / 90;
  const lines: string[] = [];
  // Horizon and a few hills, drawn twice as a hand would.
  for (let pass = 0; pass < 2; pass += 1) {
    let x = 0;
    let y = height * 0.62;
    while (x < width) {
      const nx = x + width * (0.08 + random() * 0.1);
      const ny = height * (0.55 + random() * 0.14);
      lines.push(stroke(random, x, y, nx, ny, jitter));
      x = nx;
      y = ny;
    }
  }
  // A sun or moon: a circle of short strokes.
  const cx = width * (0.25 + random() * 0.5);
  const cy = height * 0.27;
  const r = short * 0.1;
  for (let i = 0; i < 16; i += 1) {
    const a = (i / 16) * Math.PI * 2;
    const b = ((i + 1.3) / 16) * Math.PI * 2;
    lines.push(stroke(random, cx + Math.cos(a) * r, cy + Math.sin(a) * r, cx + Math.cos(b) * r, cy + Math.sin(b) * r, jitter / 3));
  }
  // Hatching under the horizon.
  for (let i = 0; i < 26; i += 1) {
    const x = random() * width;
    const y = height * (0.66 + random() * 0.2);
    lines.push(stroke(random, x, y, x + short * 0.06, y - short * 0.06, jitter / 4));
  }
  return [`<rect width="100%" height="100%" fill="#f6f1e4"/>`, ...lines].join('');
}

const SCENES: Readonly<Record<ImageStyle, (canvas: Canvas) => string>> = {
  photo,
  illustration,
  '3d': solids,
  sketch,
};
