import type { Composition } from '../../music-engine';
import { serveWorkerTasks } from '../../shared/serve-worker-tasks';
import type { VocalCue } from './guide-vocal';
import { type MixdownPlan, renderMixdown } from './mixdown';
import { renderBeatFiles, renderVocalFile } from './render-beat';

/** One piece of audio work, done in a worker thread so seconds of synthesis never block the event loop. */
export type AudioTask =
  | { kind: 'beat'; composition: Composition; folder: string }
  | { kind: 'vocal'; cues: VocalCue[]; frames: number; folder: string }
  | { kind: 'mixdown'; plan: MixdownPlan; folder: string };

export type AudioWorkerReply = { ok: true; result: unknown } | { ok: false; message: string } | { progress: number };

/** `report` gets 0–1 as the work advances. */
export async function runAudioTaskHere(task: AudioTask, report: (fraction: number) => void = () => undefined): Promise<unknown> {
  switch (task.kind) {
    case 'beat':
      return renderBeatFiles(task.composition, task.folder, report);
    case 'vocal':
      return renderVocalFile(task.cues, task.frames, task.folder);
    case 'mixdown':
      return renderMixdown(task.plan, task.folder);
  }
}

serveWorkerTasks<AudioTask, AudioWorkerReply>((task, post) =>
  runAudioTaskHere(task, (progress) => post({ progress })).then(
    (result): AudioWorkerReply => ({ ok: true, result }),
    (error: unknown): AudioWorkerReply => ({ ok: false, message: error instanceof Error ? error.stack ?? error.message : String(error) }),
  ),
);
