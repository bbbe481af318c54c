import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { EngineError } from '../../engine-error';
import { compiledWorkerScript } from '../../shared/compiled-worker-script';
import type { AudioTask, AudioWorkerReply } from './audio-worker';

/**
 * The compiled worker script. Built code runs its sibling; code run from sources (tests through ts-jest)
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

/** Runs one task in a fresh worker thread. */
export function runAudioTask<T>(task: AudioTask, { signal, onProgress }: AudioTaskOptions = {}): Promise<T> {
  const script = audioWorkerScript();
  if (!existsSync(script)) {
    return Promise.reject(new EngineError('unavailable', 'The music renderer is not built (npm run build -w backend).'));
  }
  return new Promise<T>((resolve, reject) => {
    signal?.throwIfAborted();
    const worker = new Worker(script, { workerData: task });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () => {
      finish(() => reject(signal?.reason));
      void worker.terminate();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (reply: AudioWorkerReply) => {
      if ('progress' in reply) return onProgress?.(reply.progress);
      finish(() => (reply.ok ? resolve(reply.result as T) : reject(new Error(`audio ${task.kind} failed: ${reply.message}`))));
      void worker.terminate();
    });
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) => finish(() => reject(new Error(`audio worker exited with code ${code} before answering`))));
  });
}
