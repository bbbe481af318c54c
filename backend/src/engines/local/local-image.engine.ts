import { loadSharp } from '../../common/lazy-sharp';
import { EngineError } from '../engine-error';
import type { ImageEngine, ImageOptions, ImageResult } from '../image-engine';
import { throwIfAborted } from '../shared/abort';
import { LOCAL_ENGINES } from './local-engine-descriptors';
import { promptArtSvg } from './prompt-art.svg';
import { styledArtSvg } from './styled-art.svg';
import { addShippedFontsToFontconfig } from './svg-fonts';

const MAX_SIDE = 4096;

/** Offline images: a prompt-seeded SVG composition (one per style, when asked for one) rendered to PNG by sharp. */
export class LocalImageEngine implements ImageEngine {
  readonly engine = LOCAL_ENGINES.image;

  constructor() {
    // Before sharp first draws text: the prompt is drawn in DejaVu Sans even where the system has no fonts.
    addShippedFontsToFontconfig();
  }

  async generate(prompt: string, options: ImageOptions = {}): Promise<ImageResult> {
    const width = options.width ?? 1024;
    const height = options.height ?? 1024;
    for (const side of [width, height]) {
      if (!Number.isInteger(side) || side < 16 || side > MAX_SIDE) {
        throw new EngineError('invalid-input', `Image sides must be whole numbers from 16 to ${MAX_SIDE} pixels.`);
      }
    }
    throwIfAborted(options.signal);
    const svg = options.style ? styledArtSvg(prompt, width, height, options.style) : promptArtSvg(prompt, width, height);
    const data = await loadSharp()(Buffer.from(svg))
      .png({ compressionLevel: 6 })
      .toBuffer();
    throwIfAborted(options.signal);
    return { data, contentType: 'image/png', width, height, engine: this.engine };
  }
}
