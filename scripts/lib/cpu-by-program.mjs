// Where a run's CPU goes, by program (ARCHITECTURE.md §15): every process started after the watch began is
// sampled from /proc, and its CPU time (user + system) is summed under its command name (ffmpeg, node,
// chromium-headle, postgres…) and, for the programs that play many parts, its role: a node process by the script
// it runs (a Jest worker, the backend's dist/main.js…), a Chromium process by its type (renderer, gpu-process…).
// A process is known by its pid and start time, so a reused pid counts apart. Sampling misses what a process
// spends after its last sample: a short-lived one (under the interval) may be counted low or not at all, which
// the report says. Beside its CPU, a program's minor page faults: each is a page of memory touched for the first
// time, and on this VM such a page costs ~14 µs (ARCHITECTURE.md §15), so a program that starts many processes
// (a renderer per test page, an ffmpeg per render) pays for its fresh memory again in each.
import { readFileSync, readdirSync } from 'node:fs';
import { relative } from 'node:path';

const TICKS_PER_SECOND = 100;

/** Fields of /proc/<pid>/stat after the command name: state is [0], minflt [7], utime [11], stime [12], starttime [19]. */
export function parseStat(text) {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const rest = text.slice(close + 2).split(' ');
  return { name: text.slice(open + 1, close), ticks: Number(rest[11]) + Number(rest[12]), startTicks: Number(rest[19]), minorFaults: Number(rest[7]) };
}

/** The Chromium roles a process may show before its own: the zygote forks children that set their title later. */
const ROLE_MAY_CHANGE = /^chrom.* \((browser|zygote)\)$/;

/** A script's path as the report shows it: from its package inside node_modules, else from `root`. */
function shortPath(path, root) {
  const inModules = path.lastIndexOf('node_modules/');
  if (inModules >= 0) return path.slice(inModules + 'node_modules/'.length);
  const fromRoot = relative(root, path);
  return fromRoot.startsWith('..') ? path : fromRoot;
}

/**
 * The name a process is counted under: its command name, with its role for node (the script, `-e` for inline code)
 * and Chromium (`--type`, a utility process's sub-type) — e.g. `node (jest-worker/build/workers/processChild.js)`,
 * `chromium-headle (renderer)`. `argv` is /proc/<pid>/cmdline split at its NULs.
 */
export function programName(name, argv, root = process.cwd()) {
  if (name === 'node') {
    for (let i = 1; i < argv.length; i += 1) {
      if (argv[i] === '-e' || argv[i] === '--eval') return 'node (-e)';
      if (!argv[i].startsWith('-')) return `node (${shortPath(argv[i], root)})`;
    }
    return name;
  }
  if (name.startsWith('chrom')) {
    // A Chromium child's process title is its whole command line in one string, its flags separated by spaces.
    if (argv.length === 1) argv = argv[0].split(' ');
    const flag = (key) => argv.find((arg) => arg.startsWith(`--${key}=`))?.slice(key.length + 3);
    const type = flag('type');
    if (!type) return `${name} (browser)`;
    const subType = type === 'utility' ? flag('utility-sub-type')?.split('.')[0] : undefined;
    return `${name} (${subType ? `${type}: ${subType}` : type})`;
  }
  return name;
}

/** The machine's uptime in clock ticks, the unit of a process's start time. */
function uptimeTicks(procRoot) {
  return Math.round(Number(readFileSync(`${procRoot}/uptime`, 'utf8').split(' ')[0]) * TICKS_PER_SECOND);
}

/**
 * Starts watching; `stop()` ends it and answers `{ seconds, programs: [{ name, seconds, processes, minorFaults }] }`,
 * the programs by CPU time, largest first. `procRoot` is for tests.
 */
export function watchCpuByProgram({ intervalMs = 200, procRoot = '/proc', root = process.cwd() } = {}) {
  const since = uptimeTicks(procRoot);
  const startedAt = Date.now();
  /** `${pid}/${startTicks}` → { comm (its command name when its command line was read), name (as counted), ticks, minorFaults } */
  const seen = new Map();
  const sample = () => {
    for (const pid of readdirSync(procRoot)) {
      if (!/^\d+$/.test(pid)) continue;
      let stat;
      try {
        stat = parseStat(readFileSync(`${procRoot}/${pid}/stat`, 'utf8'));
      } catch {
        continue; // ended between the listing and the read
      }
      if (!stat || stat.startTicks < since) continue;
      const key = `${pid}/${stat.startTicks}`;
      const known = seen.get(key);
      // Its command line is read once, and again if it renamed itself (a process title rewrites both) or may be a
      // Chromium child that has not yet written its role (a zygote's fork shows the zygote's until it sets its title).
      if (known?.comm === stat.name && !ROLE_MAY_CHANGE.test(known.name)) {
        known.ticks = stat.ticks;
        known.minorFaults = stat.minorFaults;
        continue;
      }
      let argv = [];
      try {
        argv = readFileSync(`${procRoot}/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      } catch {
        // ended since its stat was read: counted under its command name
      }
      seen.set(key, { comm: stat.name, name: programName(stat.name, argv, root), ticks: stat.ticks, minorFaults: stat.minorFaults });
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const programs = new Map();
      for (const { name, ticks, minorFaults } of seen.values()) {
        const program = programs.get(name) ?? { name, seconds: 0, processes: 0, minorFaults: 0 };
        program.seconds += ticks / TICKS_PER_SECOND;
        program.processes += 1;
        program.minorFaults += minorFaults;
        programs.set(name, program);
      }
      return { seconds: (Date.now() - startedAt) / 1000, programs: [...programs.values()].sort((a, b) => b.seconds - a.seconds) };
    },
  };
}

/** The report as lines: each program's CPU seconds, share, process count and page faults; then the totals and cores busy. */
export function formatCpuReport({ seconds, programs }, cores, top = 12) {
  const total = programs.reduce((sum, program) => sum + program.seconds, 0);
  const totalFaults = programs.reduce((sum, program) => sum + program.minorFaults, 0);
  const faults = (count) => `${count < 10_000 ? count : `${Math.round(count / 1000)}k`} page fault${count === 1 ? '' : 's'}`;
  const lines = programs
    .filter((program) => program.seconds > 0)
    .slice(0, top)
    .map((program) => `${program.seconds.toFixed(1).padStart(8)} s  ${String(Math.round((100 * program.seconds) / (total || 1))).padStart(3)} %  ${program.name} (${program.processes} process${program.processes === 1 ? '' : 'es'}, ${faults(program.minorFaults)})`);
  lines.push(`${total.toFixed(1).padStart(8)} s of CPU in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(2)} of ${cores} cores busy on average; ${faults(totalFaults)}`);
  return lines;
}
