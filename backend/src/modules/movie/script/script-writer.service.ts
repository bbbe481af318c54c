import { Inject, Injectable } from '@nestjs/common';
import type { Engines } from '../../../engines/create-engines';
import type { EngineDescriptor } from '../../../engines/engine-descriptor';
import { ENGINES } from '../../../engines/engines.module';
import { planScenesOffline } from './offline-scene-planner';
import { parseScript, scriptMessages } from './provider-script';
import type { SceneDraft, ScriptBrief } from './scene-draft';

/** A model's answer longer than this is not a scene list any more; it is cut off there. */
const MAX_ANSWER_CHARACTERS = 200_000;

/**
 * Breaks a movie idea into scenes with the configured text engine: the offline engine lays the idea over
 * a beat sheet; a provider writes the scenes itself (JSON), and any it left out come from the beat sheet
 * so a breakdown always has the planned number.
 */
@Injectable()
export class ScriptWriter {
  constructor(@Inject(ENGINES) private readonly engines: Engines) {}

  async write(brief: ScriptBrief, signal?: AbortSignal): Promise<{ drafts: SceneDraft[]; engine: EngineDescriptor }> {
    const engine = this.engines.text;
    if (engine.engine.provider === 'local') return { drafts: planScenesOffline(brief), engine: engine.engine };
    let answer = '';
    for await (const piece of engine.stream(scriptMessages(brief), { signal })) {
      answer += piece;
      if (answer.length > MAX_ANSWER_CHARACTERS) break;
    }
    const written = parseScript(answer);
    const fallback = planScenesOffline(brief);
    return { drafts: brief.durations.map((_, index) => written[index] ?? fallback[index]), engine: engine.engine };
  }
}
