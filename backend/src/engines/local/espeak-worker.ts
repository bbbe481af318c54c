import { parentPort, workerData } from 'node:worker_threads';
import { type EspeakRequest, espeakWav } from '../shared/espeak';

/** One utterance spoken in a worker thread: espeak-ng's WASM runs for seconds and must never block the event loop. */
export type EspeakWorkerReply = { ok: true; wav: Uint8Array } | { ok: false; message: string };

if (parentPort && workerData) {
  const port = parentPort;
  espeakWav(workerData as EspeakRequest).then(
    (wav) => port.postMessage({ ok: true, wav: new Uint8Array(wav) } satisfies EspeakWorkerReply),
    (error: unknown) => port.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies EspeakWorkerReply),
  );
}
