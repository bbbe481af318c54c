import type { CheckedImage } from '../../assets/images/image-intake';
import { EngineError } from '../engine-error';
import type { VisionEngine, VisionOptions, VisionResult } from '../vision-engine';
import { OpenAiModelEngine } from './openai-model-engine';

export const VISION_PROMPT =
  'Describe this image in detail: the subject, setting, colours, mood and any text in it. Answer in plain English.';

interface CompletionAnswer {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/** Vision through chat completions with the image inlined as a data URL. */
export class OpenAiVisionEngine extends OpenAiModelEngine implements VisionEngine {
  /** Nothing is decoded here: the intake checked type and size from the header, the provider decodes. */
  async analyze(image: CheckedImage, options: VisionOptions): Promise<VisionResult> {
    const answer = await this.client.json<CompletionAnswer>({
      path: '/chat/completions',
      json: {
        model: this.model,
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: VISION_PROMPT },
              { type: 'image_url', image_url: { url: `data:${image.type.contentType};base64,${image.bytes.toString('base64')}` } },
            ],
          },
        ],
      },
      signal: options.signal,
    });
    const content = answer.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim()) throw new EngineError('provider', 'The provider answered without a description.');
    return { analysis: content.trim(), engine: this.engine };
  }
}
