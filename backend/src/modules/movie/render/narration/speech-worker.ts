import { serveWorkerTasks } from '../../../../engines/shared/serve-worker-tasks';
import { narrateScene, type SceneNarration } from './scene-narration';

/** One scene to speak, in a worker thread: synthesis takes seconds, which must never block the event loop. */
export interface SpeechTask {
  text: string;
  cast: Array<{ id: string; name: string }>;
}

export type SpeechWorkerReply = { ok: true; narration: SceneNarration | null } | { ok: false; message: string };

serveWorkerTasks<SpeechTask, SpeechWorkerReply>((task) =>
  narrateScene(task.text, task.cast).then(
    (narration): SpeechWorkerReply => ({ ok: true, narration }),
    (error: unknown): SpeechWorkerReply => ({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  ),
);
