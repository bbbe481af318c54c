import { Worker } from 'node:worker_threads';

export interface WorkerTaskOptions<Message> {
  /** Stops the task: the worker is terminated and the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** A message that is progress, not the answer: handled here and the task goes on. */
  onProgress?: (message: Message) => boolean;
}

/**
 * One task in a fresh worker thread (the offline music renderer, the narration and speech voices): resolves with
 * the worker's first answer, rejects on its error, an exit before answering, or `signal`; the worker ends either way.
 */
export function runWorkerTask<Message>(script: string, workerData: unknown, { signal, onProgress }: WorkerTaskOptions<Message> = {}): Promise<Message> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const worker = new Worker(script, { workerData });
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
    worker.on('message', (message: Message) => {
      if (onProgress?.(message)) return;
      finish(() => resolve(message));
    });
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) => finish(() => reject(new Error(`worker ${script} exited with code ${code} before answering`))));
  });
}
