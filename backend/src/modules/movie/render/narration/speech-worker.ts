import { parentPort, workerData } from 'node:worker_threads';
import { narrateScene, type SceneNarration } from './scene-narration';

/** One scene to speak, in a worker thread: synthesis takes seconds, which must never block the event loop. */
export interface SpeechTask {
  text: string;
  cast: Array<{ id: string; name: string }>;
}

export type SpeechWorkerReply = { ok: true; narration: SceneNarration | null } | { ok: false; message: string };

if (parentPort && workerData) {
  const port = parentPort;
  const task = workerData as SpeechTask;
  narrateScene(task.text, task.cast).then(
    (narration) => port.postMessage({ ok: true, narration } satisfies SpeechWorkerReply),
    (error: unknown) => port.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies SpeechWorkerReply),
  );
}
