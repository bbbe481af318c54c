import type sharp from 'sharp';
import { type CheckedImage, ImageRejectedError, decodeImage } from '../../assets/images/image-intake';
import { EngineError } from '../engine-error';
import { throwIfAborted } from '../shared/abort';
import type { VisionEngine, VisionOptions, VisionResult } from '../vision-engine';
import { nameColour } from './colour-names';
import { LOCAL_ENGINES } from './local-engine-descriptors';

const SAMPLE_SIDE = 48;

interface Palette {
  colours: Array<{ name: string; share: number }>;
  brightness: number;
  transparentShare: number;
}

interface Measured {
  /** As people see it: EXIF orientations 5–8 turn the picture by 90°, swapping width and height. */
  width: number;
  height: number;
  hasAlpha: boolean;
  palette: Palette;
}

async function measure(open: () => sharp.Sharp): Promise<Measured> {
  const meta = await open().metadata();
  const swapped = (meta.orientation ?? 1) >= 5;
  return {
    width: swapped ? meta.height : meta.width,
    height: swapped ? meta.width : meta.height,
    hasAlpha: meta.hasAlpha,
    palette: await samplePalette(open()),
  };
}

/** Counts colour names over a small thumbnail: enough for "mostly blue with some white". */
async function samplePalette(image: sharp.Sharp): Promise<Palette> {
  const { data, info } = await image
    .rotate()
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  let opaque = 0;
  let transparent = 0;
  let luma = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
    if (a < 128) {
      transparent++;
      continue;
    }
    opaque++;
    // HSP perceived brightness: pure red reads as mid-bright, as people see it, not as dark.
    luma += Math.sqrt(0.299 * r * r + 0.587 * g * g + 0.114 * b * b);
    const name = nameColour(r, g, b);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const colours = [...counts.entries()]
    .map(([name, count]) => ({ name, share: count / Math.max(1, opaque) }))
    .sort((a, b) => b.share - a.share);
  return {
    colours,
    brightness: opaque ? luma / opaque / 255 : 0,
    transparentShare: transparent / Math.max(1, opaque + transparent),
  };
}

const FORMAT_NAMES: Record<CheckedImage['type']['extension'], string> = { png: 'PNG', jpg: 'JPEG', gif: 'GIF', webp: 'WEBP' };

const orientationOf = (width: number, height: number) =>
  width === height ? 'square' : width > height ? 'landscape' : 'portrait';
const brightnessOf = (value: number) => (value < 0.35 ? 'dark' : value > 0.65 ? 'bright' : 'balanced');

function describeColours(colours: Palette['colours']): string {
  const main = colours.filter((c) => c.share >= 0.1).slice(0, 3);
  if (main.length === 0) return 'a wide mix of colours with none standing out';
  const parts = main.map((c) => `${c.name} (about ${Math.round(c.share * 100)}%)`);
  if (parts.length === 1) return `mostly ${parts[0]}`;
  return `mostly ${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Said first in every offline analysis: it measures the file and must not read as if it saw the picture. */
export const OFFLINE_VISION_NOTICE =
  'Offline engine: no vision model is connected, so this only measures the file (size, format, colours and brightness) and cannot tell what the picture shows.';

/** Offline vision: a real, if plain, description of the image from its metadata and pixels. */
export class LocalVisionEngine implements VisionEngine {
  readonly engine = LOCAL_ENGINES.vision;

  async analyze(image: CheckedImage, options: VisionOptions): Promise<VisionResult> {
    throwIfAborted(options.signal);
    // A header that reads fine over pixels that do not decode (a truncated file) is the caller's bad input.
    const { width, height, hasAlpha, palette } = await decodeImage(image, measure).catch((error: unknown) => {
      if (error instanceof ImageRejectedError && error.reason === 'too-many-pixels') throw error;
      throw new EngineError('invalid-input', 'Please upload an image file', { cause: error });
    });
    throwIfAborted(options.signal);
    const orientation = orientationOf(width, height);
    const transparency = !hasAlpha
      ? 'It has no transparency.'
      : palette.transparentShare > 0
        ? `About ${Math.max(1, Math.round(palette.transparentShare * 100))}% of it is transparent.`
        : 'It has an alpha channel but is fully opaque.';
    const analysis = [
      OFFLINE_VISION_NOTICE,
      `"${options.filename}" is a ${FORMAT_NAMES[image.type.extension]} image of ${width}×${height} pixels (${orientation}).`,
      `Its colours are ${describeColours(palette.colours)}.`,
      `Overall it is ${brightnessOf(palette.brightness)} (average brightness ${Math.round(palette.brightness * 100)}%).`,
      transparency,
    ].join(' ');
    return { analysis, engine: this.engine };
  }
}
