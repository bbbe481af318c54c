import { type EspeakRequest, espeakWav } from '../shared/espeak';
import { serveWorkerTasks } from '../shared/serve-worker-tasks';

/** One utterance spoken in a worker thread: espeak-ng's WASM runs for seconds and must never block the event loop. */
export type EspeakWorkerReply = { ok: true; wav: Uint8Array } | { ok: false; message: string };

serveWorkerTasks<EspeakRequest, EspeakWorkerReply>((request) =>
  espeakWav(request).then(
    (wav): EspeakWorkerReply => ({ ok: true, wav: new Uint8Array(wav) }),
    (error: unknown): EspeakWorkerReply => ({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  ),
);
