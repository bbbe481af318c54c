// `npm run dev -w backend`: tsc in watch mode on tsconfig.build.json, and `node --watch dist/main.js`
// once the first compile is done; Node restarts the API (SIGTERM → graceful stop) whenever dist changes.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const backendDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const children = new Set();

function run(args, options = {}) {
  const child = spawn(process.execPath, args, { cwd: backendDir, stdio: 'inherit', ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

const compiler = run([tsc, '-w', '-p', 'tsconfig.build.json', '--preserveWatchOutput'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
let api;
compiler.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  // tsc prints "Found N errors. Watching for file changes." after every compile.
  if (!api && /Found 0 errors/.test(chunk.toString())) {
    api = run(['--watch', '--watch-preserve-output', 'dist/main.js'], {
      env: { NODE_ENV: 'development', ...process.env },
      // Its own process group: Ctrl-C reaches only us, and we pass it on, so the API closes its
      // connections before it stops PostgreSQL (which would otherwise get the terminal's SIGINT too).
      detached: true,
    });
  }
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
compiler.on('exit', (code) => {
  if (!stopping) {
    console.error(`tsc exited with code ${code}`);
    stop('SIGTERM');
  }
});
process.on('exit', () => stop('SIGTERM'));
