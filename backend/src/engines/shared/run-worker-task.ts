import { Worker } from 'node:worker_threads';

export interface WorkerTaskOptions<Message> {
  /** Stops the task: the worker is terminated and the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** A message that is progress, not the answer: handled here and the task goes on. */
  onProgress?: (message: Message) => boolean;
}

/**
 * Workers kept per script between tasks, and how long one waits idle before it ends. A worker thread costs
 * 120–250 ms of CPU to start, and a kept one reuses its memory: on this project's VM a fresh page costs ~14 µs at
 * first touch, and six 2-minute beats, back to back, took 6.8–8.0 s of CPU in fresh workers against 3.9–5.1 s in a
 * kept one (167–194k page faults against 84k; ARCHITECTURE.md §12). Two: the beat's instruments and its vocal
 * render side by side. An idle worker holds its heap until it ends, so it does not wait long.
 */
const IDLE_WORKERS_PER_SCRIPT = 2;
const IDLE_MS = 20_000;

interface IdleWorker {
  worker: Worker;
  /** Ends its idle spell: removes the listeners that watch an idle worker and its timer. */
  wake(): void;
}

const idle = new Map<string, IdleWorker[]>();

/** A kept worker for `script` when one waits idle, else a new one. */
function takeWorker(script: string): Worker {
  const kept = idle.get(script)?.pop();
  if (!kept) return new Worker(script);
  kept.wake();
  kept.worker.ref();
  return kept.worker;
}

/** Keeps a worker that answered for the next task, unless enough wait already; it ends after IDLE_MS idle. */
function keepWorker(script: string, worker: Worker): void {
  const list = idle.get(script) ?? [];
  if (list.length >= IDLE_WORKERS_PER_SCRIPT) {
    void worker.terminate();
    return;
  }
  const drop = () => {
    const index = list.findIndex((entry) => entry.worker === worker);
    if (index >= 0) list.splice(index, 1)[0].wake();
  };
  const end = () => {
    drop();
    void worker.terminate();
  };
  // An idle worker that dies (out of memory) is forgotten; an idle one never keeps the process alive.
  worker.once('exit', drop);
  worker.once('error', drop);
  const timer = setTimeout(end, IDLE_MS).unref();
  const wake = () => {
    clearTimeout(timer);
    worker.off('exit', drop);
    worker.off('error', drop);
  };
  worker.unref();
  list.push({ worker, wake });
  idle.set(script, list);
}

/**
 * One task in a worker thread of `script` (the offline music renderer, the narration and speech voices): the task
 * is posted to a kept worker or a new one (the script answers with `serveWorkerTasks`); resolves with the worker's
 * first answer, rejects on its error, an exit before answering, or `signal`. A worker that answered is kept for the
 * next task; one that failed or was stopped ends.
 */
export function runWorkerTask<Message>(script: string, task: unknown, { signal, onProgress }: WorkerTaskOptions<Message> = {}): Promise<Message> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const worker = takeWorker(script);
    let settled = false;
    const finish = (outcome: () => void, keep: boolean) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      outcome();
      if (keep) keepWorker(script, worker);
      else void worker.terminate();
    };
    const onAbort = () => finish(() => reject(signal?.reason), false);
    const onMessage = (message: Message) => {
      if (onProgress?.(message)) return;
      finish(() => resolve(message), true);
    };
    const onError = (error: Error) => finish(() => reject(error), false);
    const onExit = (code: number) => finish(() => reject(new Error(`worker ${script} exited with code ${code} before answering`)), false);
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.postMessage(task);
  });
}
