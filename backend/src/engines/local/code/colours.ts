/** CSS colour names the offline engine understands in prompts, with a value that looks good on screen. */
export const COLOUR_VALUES: Readonly<Record<string, string>> = {
  red: '#dc2626',
  crimson: '#b91c1c',
  orange: '#ea580c',
  amber: '#d97706',
  yellow: '#eab308',
  gold: '#ca8a04',
  lime: '#65a30d',
  green: '#16a34a',
  emerald: '#059669',
  teal: '#0d9488',
  cyan: '#0891b2',
  sky: '#0284c7',
  blue: '#2563eb',
  navy: '#1e3a8a',
  indigo: '#4f46e5',
  violet: '#7c3aed',
  purple: '#9333ea',
  magenta: '#c026d3',
  pink: '#db2777',
  rose: '#e11d48',
  brown: '#92400e',
  coffee: '#6f4e37',
  beige: '#f5f0e6',
  cream: '#fffbeb',
  white: '#ffffff',
  black: '#111111',
  gray: '#6b7280',
  grey: '#6b7280',
  silver: '#cbd5e1',
  slate: '#334155',
  charcoal: '#1f2937',
  mint: '#a7f3d0',
  lavender: '#ddd6fe',
  peach: '#fed7aa',
  coral: '#f97362',
  turquoise: '#14b8a6',
  maroon: '#7f1d1d',
  olive: '#4d7c0f',
};

const NAMES = Object.keys(COLOUR_VALUES).sort((a, b) => b.length - a.length);
const LIGHT_DARK = /\b(light|pale|dark|deep)\s+$/;

/**
 * A colour mentioned in `text`: a name ("navy", "light blue"), a hex value (#0af, #00aaff) or
 * rgb()/hsl(). Null when there is none.
 */
export function colourIn(text: string): string | null {
  const hex = /#(?:[0-9a-f]{3}|[0-9a-f]{6})\b/i.exec(text);
  if (hex) return hex[0].toLowerCase();
  const functional = /\b(?:rgb|hsl)a?\([^)]{5,40}\)/i.exec(text);
  if (functional) return functional[0];
  const lower = text.toLowerCase();
  for (const name of NAMES) {
    const match = new RegExp(`\\b${name}\\b`).exec(lower);
    if (!match) continue;
    const shade = LIGHT_DARK.exec(lower.slice(0, match.index))?.[1];
    const base = COLOUR_VALUES[name];
    if (shade === 'light' || shade === 'pale') return mix(base, '#ffffff', 0.55);
    if (shade === 'dark' || shade === 'deep') return mix(base, '#000000', 0.4);
    return base;
  }
  return null;
}

/** Black or white text, whichever reads better on `background` (WCAG relative luminance). */
export function readableOn(background: string): string {
  const rgb = toRgb(background);
  if (!rgb) return '#ffffff';
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.45 ? '#111827' : '#ffffff';
}

/** `a` moved `amount` (0–1) of the way towards `b`; hex in, hex out. */
export function mix(a: string, b: string, amount: number): string {
  const from = toRgb(a);
  const to = toRgb(b);
  if (!from || !to) return a;
  const channel = (index: number) => Math.round(from[index] + (to[index] - from[index]) * amount);
  return `#${[0, 1, 2].map((index) => channel(index).toString(16).padStart(2, '0')).join('')}`;
}

function toRgb(colour: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!hex) return null;
  const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}
