import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { makeTempDir } from '../../../test/support/temp-dir';
import { runWorkerTask } from './run-worker-task';

/** A worker speaking serveWorkerTasks' protocol, in plain JavaScript (Node starts it, not the test runner). */
const SCRIPT = `
const { parentPort, threadId } = require('node:worker_threads');
parentPort.on('message', (task) => {
  if (task.kind === 'crash') throw new Error('boom');
  if (task.kind === 'hang') return;
  parentPort.postMessage({ progress: 0.5 });
  parentPort.postMessage({ threadId, value: task.value * 2 });
});
`;

type Reply = { progress: number } | { threadId: number; value: number };

describe(runWorkerTask.name, () => {
  const script = path.join(makeTempDir('worker-task'), 'worker.js');
  writeFileSync(script, SCRIPT);
  const run = (task: object, signal?: AbortSignal) =>
    runWorkerTask<Reply>(script, task, { signal, onProgress: (message) => 'progress' in message }) as Promise<{ threadId: number; value: number }>;

  it('answers with the first message that is not progress, and runs the next task in the worker it kept', async () => {
    const progress: Reply[] = [];
    const first = await runWorkerTask<Reply>(script, { value: 2 }, { onProgress: (message) => 'progress' in message && progress.push(message) > 0 });
    const second = await run({ value: 5 });

    expect(first).toMatchObject({ value: 4 });
    expect(progress).toEqual([{ progress: 0.5 }]);
    expect(second).toEqual({ threadId: (first as { threadId: number }).threadId, value: 10 });
  });

  it('runs tasks at once in workers of their own', async () => {
    // Both are posted before either answers: the second finds no idle worker.
    const [a, b] = await Promise.all([run({ value: 1 }), run({ value: 2 })]);

    expect([a.value, b.value]).toEqual([2, 4]);
    expect(a.threadId).not.toBe(b.threadId);
  });

  it('rejects when the worker fails, and that worker takes no other task', async () => {
    const before = await run({ value: 1 });

    await expect(run({ kind: 'crash' })).rejects.toThrow('boom');
    const after = await run({ value: 3 });

    expect(after.value).toBe(6);
    // The kept worker took the failing task and ended with it.
    expect(after.threadId).not.toBe(before.threadId);
  });

  it('rejects with the reason when stopped, and ends that worker', async () => {
    const before = await run({ value: 1 });
    const stop = new AbortController();

    const hung = run({ kind: 'hang' }, stop.signal);
    stop.abort(new Error('stopped'));

    await expect(hung).rejects.toThrow('stopped');
    const after = await run({ value: 4 });
    expect(after).toMatchObject({ value: 8 });
    expect(after.threadId).not.toBe(before.threadId);
  });

  it('refuses a task whose signal is already aborted, before any worker starts', async () => {
    await expect(run({ value: 1 }, AbortSignal.abort(new Error('too late')))).rejects.toThrow('too late');
  });
});
