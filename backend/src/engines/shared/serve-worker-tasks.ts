import { isMainThread, parentPort } from 'node:worker_threads';

/**
 * The worker side of `runWorkerTask`: each message from the parent is a task, run one at a time (the parent posts
 * the next only once this one answered); `run` posts progress with `post` and resolves with the answer, the last
 * message of its task. Does nothing outside a worker thread, so a script's module can also be imported.
 */
export function serveWorkerTasks<Task, Reply>(run: (task: Task, post: (message: Reply) => void) => Promise<Reply>): void {
  if (isMainThread || !parentPort) return;
  const port = parentPort;
  const post = (message: Reply) => port.postMessage(message);
  port.on('message', (task: Task) => {
    void run(task, post).then(post);
  });
}
