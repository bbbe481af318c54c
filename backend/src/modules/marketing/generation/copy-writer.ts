import { Inject, Injectable } from '@nestjs/common';
import type { Engines } from '../../../engines/create-engines';
import { EngineError } from '../../../engines/engine-error';
import { ENGINES } from '../../../engines/engines.module';
import { type BrandBrief, type CopyBrief, type MarketingCopyType, briefMessage } from '../../../engines/marketing-brief';
import { COPY_FIELDS, COPY_TYPE_NAMES, parseCopy } from './copy-format';
import { type Made, engineCall } from './engine-call';

/** A remote model that will not stop is cut off here; copy is never this long. */
const MAX_REPLY_CHARACTERS = 20_000;

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let reply = '';
  for await (const piece of stream) {
    reply += piece;
    // Leaving the loop ends the engine's generator, which stops a remote request.
    if (reply.length > MAX_REPLY_CHARACTERS) break;
  }
  return reply;
}

/** Structured copy of one type from the text engine, in the brand kit's voice. */
@Injectable()
export class CopyWriter {
  constructor(@Inject(ENGINES) private readonly engines: Engines) {}

  async write(copyType: MarketingCopyType, request: string, brand: BrandBrief): Promise<Made> {
    // Read at call time: the configured engine may be swapped on a running app (tests do).
    const engine = this.engines.text;
    const fields = COPY_FIELDS[copyType];
    const brief: CopyBrief = { task: 'marketing-copy', copyType, request, fields: fields.map((f) => f.key), brand };
    const instructions =
      `You are a senior marketing copywriter. Write ${COPY_TYPE_NAMES[copyType]} copy for the user's request, for the ` +
      'brand in the brief: speak to its audience, in its voice, and name its product where one is given. Answer with ' +
      `one JSON object and nothing else, with exactly these string fields: ${fields.map((f) => `"${f.key}"`).join(', ')}.`;
    const reply = await engineCall(() => collect(engine.stream([briefMessage(instructions, brief), { role: 'user', content: request }])));
    const parts = parseCopy(reply.slice(0, MAX_REPLY_CHARACTERS), fields);
    if (!parts) throw new EngineError('provider', 'The text engine answered without any copy. Please try again.');
    return { items: parts.map((part) => ({ type: 'text', label: part.label, content: part.content })), engine: engine.engine };
  }
}
