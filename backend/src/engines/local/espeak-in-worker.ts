import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { EngineError } from '../engine-error';
import { compiledWorkerScript } from '../shared/compiled-worker-script';
import type { EspeakRequest } from '../shared/espeak';
import type { EspeakWorkerReply } from './espeak-worker';

/** espeak-ng's WAV for one utterance, made in a fresh worker thread (killed when `signal` aborts). */
export function espeakInWorker(request: EspeakRequest, signal?: AbortSignal): Promise<Buffer> {
  const script = compiledWorkerScript(__filename, 'espeak-worker.js');
  if (!existsSync(script)) return Promise.reject(new EngineError('unavailable', 'The offline voice is not built (npm run build -w backend).'));
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const worker = new Worker(script, { workerData: request });
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
    worker.on('message', (reply: EspeakWorkerReply) =>
      finish(() => (reply.ok ? resolve(Buffer.from(reply.wav)) : reject(new EngineError('provider', `The offline voice failed: ${reply.message}`)))),
    );
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) => finish(() => reject(new Error(`espeak worker exited with code ${code} before answering`))));
  });
}
