import { existsSync } from 'node:fs';
import { EngineError } from '../../engine-error';
import { compiledWorkerScript } from '../../shared/compiled-worker-script';
import { runWorkerTask } from '../../shared/run-worker-task';
import type { AudioTask, AudioWorkerReply } from './audio-worker';

/**
 * The compiled worker script. Built code runs its sibling; code run from sources (tests through Jest's SWC transform)
 * runs the same file from `dist`, which the integration tests build first. A worker must be plain
 * JavaScript: it is started by Node itself, not by the test runner.
 */
export function audioWorkerScript(here = __filename): string {
  return compiledWorkerScript(here, 'audio-worker.js');
}

export interface AudioTaskOptions {
  /** Aborting terminates the worker. */
  signal?: AbortSignal;
  /** 0–1 as the worker reports it. */
  onProgress?: (fraction: number) => void;
}

/** Runs one task in a worker thread (a kept one when idle, run-worker-task.ts). */
export function runAudioTask<T>(task: AudioTask, { signal, onProgress }: AudioTaskOptions = {}): Promise<T> {
  const script = audioWorkerScript();
  if (!existsSync(script)) {
    return Promise.reject(new EngineError('unavailable', 'The music renderer is not built (npm run build -w backend).'));
  }
  const progress = (reply: AudioWorkerReply) => {
    if (!('progress' in reply)) return false;
    onProgress?.(reply.progress);
    return true;
  };
  return runWorkerTask<AudioWorkerReply>(script, task, { signal, onProgress: progress }).then((reply) => {
    if ('progress' in reply || !reply.ok) throw new Error(`audio ${task.kind} failed: ${'message' in reply ? reply.message : 'no answer'}`);
    return reply.result as T;
  });
}
