import { Inject, Injectable } from '@nestjs/common';
import { AssetStore } from '../../../assets/asset-store.service';
import type { Engines } from '../../../engines/create-engines';
import { ENGINES } from '../../../engines/engines.module';
import type { BrandBrief } from '../../../engines/marketing-brief';
import { VISUAL_SIDE, type VisualStyle } from '../marketing.constants';
import { type Made, engineCall } from './engine-call';

/** How each style is asked of a remote model; the offline engine also gets the style itself. */
const STYLE_PROMPTS: Readonly<Record<VisualStyle, string>> = {
  photo: 'Style: a photograph, natural light, shallow depth of field.',
  illustration: 'Style: a flat vector illustration with bold outlines.',
  '3d': 'Style: a 3D render with soft studio lighting.',
  sketch: 'Style: a pencil sketch on paper.',
};

/** The prompt a visual is made from: the request first, then the style and the brand kit. */
export function visualPrompt(input: string, style: VisualStyle | null, brand: BrandBrief): string {
  const parts = [input.replace(/[.\s]+$/, '') + '.'];
  if (style) parts.push(STYLE_PROMPTS[style]);
  if (brand.product) parts.push(`For ${brand.product}${brand.audience ? `, aimed at ${brand.audience}` : ''}.`);
  else if (brand.audience) parts.push(`Aimed at ${brand.audience}.`);
  return parts.join(' ');
}

/** An image from the image engine, kept in the asset store under the account. */
@Injectable()
export class VisualMaker {
  constructor(
    @Inject(ENGINES) private readonly engines: Engines,
    private readonly assets: AssetStore,
  ) {}

  /** Engine failures are thrown as EngineError; storage failures are not the engine's and pass as they are. */
  async make(userId: string, input: string, style: VisualStyle | null, brand: BrandBrief): Promise<Made> {
    const engine = this.engines.image;
    const options = { width: VISUAL_SIDE, height: VISUAL_SIDE, ...(style ? { style } : {}) };
    const image = await engineCall(() => engine.generate(visualPrompt(input, style, brand), options));
    const saved = await this.assets.save(image.data, {
      kind: 'image',
      contentType: image.contentType,
      ownerUserId: userId,
      sessionId: null,
      width: image.width,
      height: image.height,
    });
    return {
      items: [{ type: 'image', url: saved.url, media_id: saved.id, width: image.width, height: image.height, alt: input }],
      engine: image.engine,
    };
  }
}
