import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import type { AppGroup, AppUsage, GroupDriver, GroupLimits } from './app-group';
import { control, counter, killUntilEmpty, removeGroupDir, signalAll } from './control-files';

const REQUIRED = ['memory', 'pids', 'cpu', 'cpuacct'] as const;
const CPU_PERIOD_MICROS = 100_000;

/**
 * Per-app groups in the v1 hierarchies (memory, pids, cpu, cpuacct; freezer when mounted, to stop a
 * fork bomb cleanly), under a parent of the runner's own in each: `<own>/atelier-runner-<pid>/<app>`.
 */
export class CgroupV1Driver implements GroupDriver {
  readonly kind = 'cgroup1' as const;
  private readonly parents: ReadonlyMap<string, string>;

  constructor(own: ReadonlyMap<string, string>) {
    const missing = REQUIRED.filter((controller) => !own.has(controller));
    if (missing.length) throw new Error(`no v1 hierarchy for ${missing.join(', ')}`);
    const parents = new Map<string, string>();
    for (const controller of [...REQUIRED, 'freezer']) {
      const dir = own.get(controller);
      if (dir) parents.set(controller, path.join(dir, `atelier-runner-${process.pid}`));
    }
    for (const dir of new Set(parents.values())) mkdirSync(dir, { recursive: true });
    this.parents = parents;
  }

  create(name: string, limits: GroupLimits): AppGroup {
    const dirs = new Map([...this.parents].map(([controller, parent]) => [controller, path.join(parent, name)]));
    for (const dir of new Set(dirs.values())) mkdirSync(dir, { recursive: true });
    const at = (controller: string) => dirs.get(controller)!;
    control.write(at('memory'), 'memory.limit_in_bytes', limits.memoryBytes);
    // With swap accounting on, memory + swap gets the same ceiling, so the app cannot swap past it.
    control.writeIfPresent(at('memory'), 'memory.memsw.limit_in_bytes', limits.memoryBytes);
    control.write(at('pids'), 'pids.max', limits.processes);
    control.write(at('cpu'), 'cpu.cfs_period_us', CPU_PERIOD_MICROS);
    control.write(at('cpu'), 'cpu.cfs_quota_us', Math.round((CPU_PERIOD_MICROS * limits.cpuPercent) / 100));
    return new CgroupV1Group(dirs);
  }

  dispose(): void {
    for (const dir of new Set(this.parents.values())) void removeGroupDir(dir).catch(() => undefined);
  }
}

class CgroupV1Group implements AppGroup {
  readonly kind = 'cgroup1';

  constructor(private readonly dirs: ReadonlyMap<string, string>) {}

  adopt(pid: number): void {
    for (const dir of new Set(this.dirs.values())) control.write(dir, 'cgroup.procs', pid);
  }

  usage(): AppUsage {
    return {
      cpuMicros: control.number(this.dirs.get('cpuacct')!, 'cpuacct.usage') / 1000,
      memoryBytes: control.number(this.dirs.get('memory')!, 'memory.usage_in_bytes'),
      processes: control.number(this.dirs.get('pids')!, 'pids.current'),
      oomKills: counter(this.dirs.get('memory')!, 'memory.oom_control', 'oom_kill'),
    };
  }

  async killAll(): Promise<void> {
    const freezer = this.dirs.get('freezer');
    const pidsDir = this.dirs.get('pids')!;
    if (freezer) {
      // Frozen, no process can fork while it is being killed; SIGKILL lands the moment they thaw.
      control.write(freezer, 'freezer.state', 'FROZEN');
      await waitForState(freezer, 'FROZEN');
      signalAll(control.pids(pidsDir));
      control.write(freezer, 'freezer.state', 'THAWED');
    }
    await killUntilEmpty(pidsDir);
  }

  async remove(): Promise<void> {
    for (const dir of new Set(this.dirs.values())) await removeGroupDir(dir);
  }
}

async function waitForState(freezer: string, state: string): Promise<void> {
  for (let attempt = 0; attempt < 100 && control.read(freezer, 'freezer.state') !== state; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
