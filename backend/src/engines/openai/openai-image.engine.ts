import { openImage } from '../../assets/images/image-intake';
import { EngineError } from '../engine-error';
import type { ImageEngine, ImageOptions, ImageResult } from '../image-engine';
import { OpenAiModelEngine } from './openai-model-engine';

interface ImagesAnswer {
  data?: Array<{ b64_json?: string; url?: string }>;
}

/** `POST /images/generations`; accepts either `b64_json` or a `url` to download, and always returns PNG. */
export class OpenAiImageEngine extends OpenAiModelEngine implements ImageEngine {
  async generate(prompt: string, options: ImageOptions = {}): Promise<ImageResult> {
    const size = `${options.width ?? 1024}x${options.height ?? 1024}`;
    const answer = await this.client.json<ImagesAnswer>({
      path: '/images/generations',
      json: { model: this.model, prompt, n: 1, size },
      signal: options.signal,
    });
    const first = answer.data?.[0];
    let bytes: Buffer;
    if (first?.b64_json) bytes = Buffer.from(first.b64_json, 'base64');
    else if (first?.url) bytes = await this.client.bytes({ path: first.url, signal: options.signal });
    else throw new EngineError('provider', 'The provider answered without an image.');

    try {
      // A provider's answer is decoded under the same pixel cap as a client's upload.
      const meta = await openImage(bytes).metadata();
      // Providers may answer JPEG or WebP; callers are promised PNG.
      const data = meta.format === 'png' ? bytes : await openImage(bytes).png().toBuffer();
      return { data, contentType: 'image/png', width: meta.width, height: meta.height, engine: this.engine };
    } catch (error) {
      throw new EngineError('provider', 'The provider sent an image that could not be read.', { cause: error });
    }
  }
}
