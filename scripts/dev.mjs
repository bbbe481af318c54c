#!/usr/bin/env node
// `npm run dev`: backend with reload plus `rsbuild dev` (hot reload) for the shell and every remote.
import { spawn } from 'node:child_process';
import { FRONTENDS, ROOT } from './lib/apps.mjs';

const COLORS = [36, 35, 33, 32, 34, 31, 96, 95];
const children = [];

function start(label, args, color) {
  const child = spawn('npm', ['run', 'dev', '--silent', ...args], { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `\x1b[${color}m${label.padEnd(17)}\x1b[0m│ `;
  const forward = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`${prefix}${line}\n`);
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  child.on('exit', (code) => process.stdout.write(`${prefix}exited (${code})\n`));
  children.push(child);
}

start('backend', ['-w', 'backend'], COLORS[0]);
FRONTENDS.forEach((app, index) => start(app.folder, ['-w', app.folder], COLORS[(index + 1) % COLORS.length]));
console.log(`Development servers starting; open http://localhost:${FRONTENDS[0].port}`);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  children.forEach((child) => child.kill('SIGTERM'));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
