import { serveRoutes } from './serve-routes';

/** A Node app that pushes against each of its sandbox's limits on request and reports what happened. */
export const LIMITS_APP = `
const http = require('node:http');
const fs = require('node:fs');
const { spawn } = require('node:child_process');

const MB = 1024 * 1024;
const tryWrite = (file, megabytes) => {
  try { fs.writeFileSync(file, Buffer.alloc(megabytes * MB, 1)); return 'wrote'; } catch (e) { return e.code; }
};
// Files of 4 MB (each under the per-file size limit) until the folder is full: how many megabytes it took, up to 64.
const fill = (dir) => {
  let written = 0;
  for (let i = 0; written < 64; i++) {
    try { fs.writeFileSync(dir + '/fill-' + i, Buffer.alloc(4 * MB, 1)); written += 4; } catch (e) { return { written, refused: e.code }; }
  }
  return { written, refused: null };
};
// A child that holds the memory it was asked for, says so, and waits to be killed.
const HOLD = "const b = Buffer.alloc(Number(process.argv[1]) * 1048576, 1); process.stdout.write('held ' + b.length); setInterval(() => b[0]++, 1000);";
const SPIN = 'for (;;) {}';

const routes = {
  '/write': async () => ({
    root: tryWrite('/planted', 1),
    etc: tryWrite('/etc/planted', 1),
    usr: tryWrite('/usr/planted', 1),
    dev: tryWrite('/dev/planted', 1),
    shm: fill('/dev/shm'),
    tmp: fill('/tmp'),
    app: fill('/app'),
  }),
  // Children that each stay under every per-process limit, but not together. The kernel may kill a child after it
  // said it held its memory (the OOM killer takes the largest), so the answer waits until every child but one has
  // ended, or all have held, and counts the children alive then: with the tree held to the limit, at most one.
  '/hold': async (q) => {
    const count = Number(q.get('children'));
    const children = Array.from({ length: count }, () => {
      const fate = { held: false, signal: null, ended: false };
      const child = spawn(process.execPath, ['-e', HOLD, q.get('mb')], { stdio: ['ignore', 'pipe', 'ignore'] });
      child.stdout.once('data', () => { fate.held = true; settle(); });
      child.once('exit', (code, signal) => { fate.ended = true; fate.signal = signal; settle(); });
      return fate;
    });
    let done;
    const settled = new Promise((resolve) => { done = resolve; });
    function settle() {
      const ended = children.filter((fate) => fate.ended).length;
      if (ended >= count - 1 && children.every((fate) => fate.ended || fate.held)) done();
    }
    await settled;
    return {
      held: children.filter((fate) => fate.held && !fate.ended).length,
      killed: children.filter((fate) => fate.signal === 'SIGKILL').length,
    };
  },
  '/spin-children': async (q) => {
    for (let i = 0; i < Number(q.get('children')); i++) spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' });
    return { started: true };
  },
  // CPU time this process gets while it spins for the given wall time: its share of a core.
  '/share': async (q) => {
    const wallMs = Number(q.get('ms'));
    const cpuBefore = process.cpuUsage();
    const start = Date.now();
    while (Date.now() - start < wallMs) {}
    const cpu = process.cpuUsage(cpuBefore);
    return { share: (cpu.user + cpu.system) / 1000 / (Date.now() - start) };
  },
  // A fork bomb that cannot starve itself out (sh exits when a fork is refused): the app lights it again and again.
  '/bomb': async () => {
    const light = () => {
      try {
        const bomb = spawn('/bin/sh', ['-c', 'b() { b | b & }; b'], { stdio: 'ignore', detached: true });
        bomb.on('error', () => undefined);
        bomb.unref();
      } catch {}
    };
    light();
    setInterval(light, 20);
    return { lit: true };
  },
  '/health': async () => ({ ok: true }),
};
${serveRoutes()}`;
