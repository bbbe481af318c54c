import { existsSync } from 'node:fs';
import { EngineError } from '../engine-error';
import { compiledWorkerScript } from '../shared/compiled-worker-script';
import { runWorkerTask } from '../shared/run-worker-task';
import type { EspeakRequest } from '../shared/espeak';
import type { EspeakWorkerReply } from './espeak-worker';

/** espeak-ng's WAV for one utterance, made in a worker thread (a kept one when idle; ended when `signal` aborts). */
export function espeakInWorker(request: EspeakRequest, signal?: AbortSignal): Promise<Buffer> {
  const script = compiledWorkerScript(__filename, 'espeak-worker.js');
  if (!existsSync(script)) return Promise.reject(new EngineError('unavailable', 'The offline voice is not built (npm run build -w backend).'));
  return runWorkerTask<EspeakWorkerReply>(script, request, { signal }).then((reply) => {
    if (!reply.ok) throw new EngineError('provider', `The offline voice failed: ${reply.message}`);
    return Buffer.from(reply.wav);
  });
}
