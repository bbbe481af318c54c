import { existsSync } from 'node:fs';
import { EngineError } from '../../../../engines/engine-error';
import { compiledWorkerScript } from '../../../../engines/shared/compiled-worker-script';
import { runWorkerTask } from '../../../../engines/shared/run-worker-task';
import type { SceneNarration } from './scene-narration';
import type { SpeechTask, SpeechWorkerReply } from './speech-worker';

/**
 * The compiled worker script (as audioWorkerScript does for music): built code runs its sibling; code
 * run from sources (tests through Jest's SWC transform) runs the same file from `dist`, which integration tests build first.
 */
export function speechWorkerScript(here = __filename): string {
  return compiledWorkerScript(here, 'speech-worker.js');
}

/** The scene's narration, spoken offline by espeak-ng in a worker thread (a kept one when idle); null when there is nothing to say. */
export function narrateInWorker(task: SpeechTask, signal?: AbortSignal): Promise<SceneNarration | null> {
  const script = speechWorkerScript();
  if (!existsSync(script)) return Promise.reject(new EngineError('unavailable', 'The narration voice is not built (npm run build -w backend).'));
  return runWorkerTask<SpeechWorkerReply>(script, task, { signal }).then((reply) => {
    if (!reply.ok) throw new EngineError('provider', `The narration voice failed: ${reply.message}`);
    return reply.narration;
  });
}
