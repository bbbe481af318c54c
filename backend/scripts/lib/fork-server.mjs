// A benchmark's helper server in its own process: `script` listens on a free port and reports `{ port }` over
// IPC once it does (fake-openai-upstream.mjs, node-floor-proxy.mjs). Resolves with its URL and the child.
import { fork } from 'node:child_process';

export function forkServer(script, args = [], options = {}) {
  const child = fork(script, args, { stdio: 'ignore', ...options });
  return new Promise((resolve, reject) => {
    child.once('message', ({ port }) => resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid, child }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it listened`)));
  });
}
