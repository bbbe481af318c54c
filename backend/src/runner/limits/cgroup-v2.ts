import { existsSync, mkdirSync } from 'node:fs';
import * as path from 'node:path';
import type { AppGroup, AppUsage, GroupDriver, GroupLimits } from './app-group';
import { control, counter, killUntilEmpty, removeGroupDir, signalAll } from './control-files';

const CONTROLLERS = ['memory', 'pids', 'cpu'] as const;
const CPU_PERIOD_MICROS = 100_000;

/**
 * Per-app groups in the unified hierarchy: `<own>/atelier-runner-<pid>/<app>` with memory, pids and
 * cpu delegated. A group with processes cannot hand controllers to children (cgroup v2's rule), so when
 * the runner's own group holds it, the runner first moves itself into a leaf beside its apps.
 */
export class CgroupV2Driver implements GroupDriver {
  readonly kind = 'cgroup2' as const;
  private readonly parent: string;

  constructor(own: string) {
    const available = control.read(own, 'cgroup.controllers').split(/\s+/);
    const missing = CONTROLLERS.filter((controller) => !available.includes(controller));
    if (missing.length) throw new Error(`the unified hierarchy does not delegate ${missing.join(', ')} here`);
    delegate(own);
    this.parent = path.join(own, `atelier-runner-${process.pid}`);
    mkdirSync(this.parent, { recursive: true });
    enable(this.parent);
  }

  create(name: string, limits: GroupLimits): AppGroup {
    const dir = path.join(this.parent, name);
    mkdirSync(dir, { recursive: true });
    control.write(dir, 'memory.max', limits.memoryBytes);
    control.writeIfPresent(dir, 'memory.swap.max', 0);
    control.write(dir, 'pids.max', limits.processes);
    control.write(dir, 'cpu.max', `${Math.round((CPU_PERIOD_MICROS * limits.cpuPercent) / 100)} ${CPU_PERIOD_MICROS}`);
    return new CgroupV2Group(dir);
  }

  dispose(): void {
    void removeGroupDir(this.parent).catch(() => undefined);
  }
}

/** Turns the controllers on for `own`'s children, moving the runner out of `own` first if it must. */
function delegate(own: string): void {
  try {
    enable(own);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EBUSY') throw error;
    const leaf = path.join(own, 'atelier-runner-self');
    mkdirSync(leaf, { recursive: true });
    control.write(leaf, 'cgroup.procs', process.pid);
    enable(own);
  }
}

function enable(dir: string): void {
  control.write(dir, 'cgroup.subtree_control', CONTROLLERS.map((controller) => `+${controller}`).join(' '));
}

class CgroupV2Group implements AppGroup {
  readonly kind = 'cgroup2';

  constructor(private readonly dir: string) {}

  adopt(pid: number): void {
    control.write(this.dir, 'cgroup.procs', pid);
  }

  usage(): AppUsage {
    const cpuMicros = counter(this.dir, 'cpu.stat', 'usage_usec');
    return {
      cpuMicros,
      memoryBytes: control.number(this.dir, 'memory.current'),
      processes: control.number(this.dir, 'pids.current'),
      oomKills: counter(this.dir, 'memory.events', 'oom_kill'),
    };
  }

  async killAll(): Promise<void> {
    if (existsSync(path.join(this.dir, 'cgroup.kill'))) {
      control.write(this.dir, 'cgroup.kill', 1); // Linux ≥ 5.14: the kernel kills the whole group, forks included.
    } else {
      control.write(this.dir, 'cgroup.freeze', 1);
      signalAll(control.pids(this.dir));
      control.write(this.dir, 'cgroup.freeze', 0);
    }
    await killUntilEmpty(this.dir);
  }

  async remove(): Promise<void> {
    await removeGroupDir(this.dir);
  }
}
