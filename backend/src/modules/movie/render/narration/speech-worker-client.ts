import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { EngineError } from '../../../../engines/engine-error';
import { compiledWorkerScript } from '../../../../engines/shared/compiled-worker-script';
import type { SceneNarration } from './scene-narration';
import type { SpeechTask, SpeechWorkerReply } from './speech-worker';

/**
 * The compiled worker script (as audioWorkerScript does for music): built code runs its sibling; code
 * run from sources (tests through ts-jest) runs the same file from `dist`, which integration tests build first.
 */
export function speechWorkerScript(here = __filename): string {
  return compiledWorkerScript(here, 'speech-worker.js');
}

/** The scene's narration, spoken offline by espeak-ng in a fresh worker thread; null when there is nothing to say. */
export function narrateInWorker(task: SpeechTask, signal?: AbortSignal): Promise<SceneNarration | null> {
  const script = speechWorkerScript();
  if (!existsSync(script)) return Promise.reject(new EngineError('unavailable', 'The narration voice is not built (npm run build -w backend).'));
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const worker = new Worker(script, { workerData: task });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
      void worker.terminate();
    };
    const onAbort = () => finish(() => reject(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (reply: SpeechWorkerReply) =>
      finish(() => (reply.ok ? resolve(reply.narration) : reject(new EngineError('provider', `The narration voice failed: ${reply.message}`)))),
    );
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) => finish(() => reject(new Error(`speech worker exited with code ${code} before answering`))));
  });
}
