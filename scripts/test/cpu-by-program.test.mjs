// Where a run's CPU goes, by program (scripts/lib/cpu-by-program.mjs): `node --test scripts/test/`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { formatCpuReport, parseStat, programName, watchCpuByProgram } from '../lib/cpu-by-program.mjs';

describe('CPU by program', () => {
  test('reads a /proc stat line, a command name with spaces and parentheses included', () => {
    const line = '4242 (chromium (gpu) x) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 50 0 0 20 0 12 0 987654 1000 100 18446744073709551615';
    assert.deepEqual(parseStat(line), { name: 'chromium (gpu) x', ticks: 300, startTicks: 987654, minorFaults: 100 });
    assert.equal(parseStat('garbage'), null);
  });

  test('counts the CPU of a process started while watching under its name, and not a process from before', async () => {
    // Busy children, each named by its process title (Linux shows it as the command name), until told to end.
    const busy = (title) => {
      const child = spawn(process.execPath, ['-e', `process.title = '${title}'; process.stdin.on('data', () => process.exit(0)); setInterval(() => { const end = Date.now() + 40; while (Date.now() < end); }, 50);`]);
      return { stop: async () => (child.stdin.write('end\n'), once(child, 'exit')) };
    };
    const before = busy('cpu-before');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const watch = watchCpuByProgram({ intervalMs: 50 });
    const during = busy('cpu-during');
    await new Promise((resolve) => setTimeout(resolve, 800));
    const { seconds, programs } = watch.stop();
    await Promise.all([before.stop(), during.stop()]);
    const counted = programs.find((program) => program.name === 'cpu-during');
    assert.ok(counted, `no cpu-during in ${JSON.stringify(programs)}`);
    assert.ok(counted.seconds > 0, `cpu-during counted ${counted.seconds} s`);
    assert.equal(counted.processes, 1);
    assert.ok(seconds >= 0.8);
    assert.equal(programs.find((program) => program.name === 'cpu-before'), undefined);
  });

  test('counts the page faults of a process that touches fresh memory', async () => {
    // 32 MB written a page at a time: at least 16 faults even with 2-MB huge pages, 8,192 with 4-kB ones.
    const watch = watchCpuByProgram({ intervalMs: 50 });
    const child = spawn(process.execPath, ['-e', "process.title = 'faults-during'; const b = Buffer.alloc(32 << 20); for (let i = 0; i < b.length; i += 4096) b[i] = 1; process.stdout.write('touched\\n'); process.stdin.on('data', () => process.exit(0));"]);
    try {
      await once(child.stdout, 'data');
      const { programs } = watch.stop();
      const counted = programs.find((program) => program.name === 'faults-during');
      assert.ok(counted, `no faults-during in ${JSON.stringify(programs)}`);
      assert.ok(counted.minorFaults >= 16, `faults-during counted ${counted.minorFaults} page faults`);
    } finally {
      child.stdin.write('end\n');
      await once(child, 'exit');
    }
  });

  test('names node by the script it runs and Chromium by process type; other programs by their command name', () => {
    const root = '/work/app';
    assert.equal(programName('node', ['node', '--max-old-space-size=4096', '/work/app/node_modules/jest-worker/build/workers/processChild.js'], root), 'node (jest-worker/build/workers/processChild.js)');
    assert.equal(programName('node', ['/usr/bin/node', '/work/app/backend/dist/main.js'], root), 'node (backend/dist/main.js)');
    assert.equal(programName('node', ['node', '/elsewhere/tool.js'], root), 'node (/elsewhere/tool.js)');
    assert.equal(programName('node', ['node', '-e', 'while(1);'], root), 'node (-e)');
    assert.equal(programName('node', ['node'], root), 'node');
    assert.equal(programName('node', [], root), 'node');
    assert.equal(programName('chromium-headle', ['/usr/lib/chromium/headless_shell', '--type=renderer', '--lang=en'], root), 'chromium-headle (renderer)');
    assert.equal(programName('chromium-headle', ['/usr/lib/chromium/headless_shell', '--type=utility', '--utility-sub-type=network.mojom.NetworkService'], root), 'chromium-headle (utility: network)');
    assert.equal(programName('chromium-headle', ['/usr/lib/chromium/headless_shell', '--headless'], root), 'chromium-headle (browser)');
    assert.equal(programName('ffmpeg', ['ffmpeg', '-i', 'x'], root), 'ffmpeg');
  });

  test('a Chromium child whose role shows only after its first sample is counted under that role', () => {
    // A fake /proc: one process forked by Chromium's zygote, its title still the zygote's at the first sample.
    const proc = mkdtempSync(join(tmpdir(), 'cpu-by-program-proc-'));
    const stat = (ticks) => `77 (chromium-headle) S 1 77 77 0 -1 0 0 0 0 0 ${ticks} 0 0 0 20 0 1 0 500 0 0 0`;
    try {
      writeFileSync(join(proc, 'uptime'), '1.00 1.00');
      mkdirSync(join(proc, '77'));
      writeFileSync(join(proc, '77', 'stat'), stat(10));
      writeFileSync(join(proc, '77', 'cmdline'), '/usr/lib/chromium/chromium-headless-shell --type=zygote --no-sandbox\0');
      const watch = watchCpuByProgram({ intervalMs: 60_000, procRoot: proc });
      writeFileSync(join(proc, '77', 'stat'), stat(250));
      // Its title as Chromium writes it: the whole command line in one string.
      writeFileSync(join(proc, '77', 'cmdline'), '/usr/lib/chromium/chromium-headless-shell --type=renderer --lang=en-US\0');
      const { programs } = watch.stop();
      assert.deepEqual(programs.map(({ name, seconds }) => [name, seconds]), [['chromium-headle (renderer)', 2.5]]);
    } finally {
      rmSync(proc, { recursive: true, force: true });
    }
  });

  test('a node process started while watching is counted under the script it runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cpu-by-program-'));
    const script = join(dir, 'spin.js');
    // It says when it runs and spins until killed, so the watch's last sample (in stop) sees it, however slow the machine.
    writeFileSync(script, "process.stdout.write('running\\n'); while (true);");
    const watch = watchCpuByProgram({ intervalMs: 50, root: dir });
    const child = spawn(process.execPath, [script]);
    try {
      await once(child.stdout, 'data');
      const { programs } = watch.stop();
      assert.ok(programs.some((program) => program.name === 'node (spin.js)'), JSON.stringify(programs));
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the report lists programs by CPU with their share and page faults, then the totals and the cores busy', () => {
    const lines = formatCpuReport(
      {
        seconds: 10,
        programs: [
          { name: 'ffmpeg', seconds: 9, processes: 12, minorFaults: 412_345 },
          { name: 'node', seconds: 3, processes: 1, minorFaults: 9_999 },
          { name: 'idle', seconds: 0, processes: 1, minorFaults: 1 },
        ],
      },
      2,
    );
    assert.deepEqual(lines, [
      '     9.0 s   75 %  ffmpeg (12 processes, 412k page faults)',
      '     3.0 s   25 %  node (1 process, 9999 page faults)',
      '    12.0 s of CPU in 10.0 s: 1.20 of 2 cores busy on average; 422k page faults',
    ]);
  });
});
