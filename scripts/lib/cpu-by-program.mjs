// Where a run's CPU goes, by program (ARCHITECTURE.md §15): every process started after the watch began is
// sampled from /proc, and its CPU time (user + system) is summed under its command name (ffmpeg, node,
// chromium-headle, postgres…). A process is known by its pid and start time, so a reused pid counts apart.
// Sampling misses what a process spends after its last sample: a short-lived one (under the interval) may be
// counted low or not at all, which the report says.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** Fields of /proc/<pid>/stat after the command name: state is [0], utime [11], stime [12], starttime [19]. */
export function parseStat(text) {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const rest = text.slice(close + 2).split(' ');
  return { name: text.slice(open + 1, close), ticks: Number(rest[11]) + Number(rest[12]), startTicks: Number(rest[19]) };
}

/** The machine's uptime in clock ticks, the unit of a process's start time. */
function uptimeTicks(procRoot) {
  return Math.round(Number(readFileSync(`${procRoot}/uptime`, 'utf8').split(' ')[0]) * TICKS_PER_SECOND);
}

/**
 * Starts watching; `stop()` ends it and answers `{ seconds, programs: [{ name, seconds, processes }] }`, the
 * programs by CPU time, largest first. `procRoot` is for tests.
 */
export function watchCpuByProgram({ intervalMs = 200, procRoot = '/proc' } = {}) {
  const since = uptimeTicks(procRoot);
  const startedAt = Date.now();
  /** `${pid}/${startTicks}` → { name, ticks } */
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
      seen.set(`${pid}/${stat.startTicks}`, { name: stat.name, ticks: stat.ticks });
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const programs = new Map();
      for (const { name, ticks } of seen.values()) {
        const program = programs.get(name) ?? { name, seconds: 0, processes: 0 };
        program.seconds += ticks / TICKS_PER_SECOND;
        program.processes += 1;
        programs.set(name, program);
      }
      return { seconds: (Date.now() - startedAt) / 1000, programs: [...programs.values()].sort((a, b) => b.seconds - a.seconds) };
    },
  };
}

/** The report as lines: each program's CPU seconds, share and process count; then the total and cores busy. */
export function formatCpuReport({ seconds, programs }, cores, top = 12) {
  const total = programs.reduce((sum, program) => sum + program.seconds, 0);
  const lines = programs
    .filter((program) => program.seconds > 0)
    .slice(0, top)
    .map((program) => `${program.seconds.toFixed(1).padStart(8)} s  ${String(Math.round((100 * program.seconds) / (total || 1))).padStart(3)} %  ${program.name} (${program.processes} process${program.processes === 1 ? '' : 'es'})`);
  lines.push(`${total.toFixed(1).padStart(8)} s of CPU in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(2)} of ${cores} cores busy on average`);
  return lines;
}
