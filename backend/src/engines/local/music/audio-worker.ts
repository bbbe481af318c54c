import { parentPort, workerData } from 'node:worker_threads';
import type { Composition } from '../../music-engine';
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

if (parentPort && workerData) {
  const port = parentPort;
  runAudioTaskHere(workerData as AudioTask, (progress) => port.postMessage({ progress } satisfies AudioWorkerReply)).then(
    (result) => port.postMessage({ ok: true, result } satisfies AudioWorkerReply),
    (error: unknown) => port.postMessage({ ok: false, message: error instanceof Error ? error.stack ?? error.message : String(error) } satisfies AudioWorkerReply),
  );
}
