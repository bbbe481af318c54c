import type { GroupDriver } from './app-group';
import { findOwnGroups } from './cgroup-mounts';
import { CgroupV1Driver } from './cgroup-v1';
import { CgroupV2Driver } from './cgroup-v2';

/** RUNNER_CGROUPS: which kernel interface holds each app's limits; `off` leaves them to the runner's watchdog. */
export const GROUP_MODES = ['auto', 'cgroup2', 'cgroup1', 'off'] as const;
export type GroupMode = (typeof GROUP_MODES)[number];

export interface GroupChoice {
  driver: GroupDriver | null;
  /** What enforces the per-app limits, in words for the runner's start line and /health. */
  description: string;
}

/**
 * The app groups this host lets the runner make, tried for real (a throwaway group with its limits
 * set): cgroup v2 with memory, pids and cpu delegated, else v1 hierarchies the runner may write, else
 * none — then the runner's watchdog enforces the same limits on the process tree itself.
 */
export function chooseGroupDriver(mode: GroupMode): GroupChoice {
  if (mode === 'off') return { driver: null, description: 'process-tree watchdog (RUNNER_CGROUPS=off)' };
  const problems: string[] = [];
  let own;
  try {
    own = findOwnGroups();
  } catch (error) {
    return { driver: null, description: `process-tree watchdog (no control groups readable: ${(error as Error).message})` };
  }
  const attempts: Array<[GroupMode, () => GroupDriver]> = [
    ['cgroup2', () => (own.unified ? new CgroupV2Driver(own.unified) : fail('no unified hierarchy'))],
    ['cgroup1', () => new CgroupV1Driver(own.legacy)],
  ];
  for (const [kind, make] of attempts) {
    if (mode !== 'auto' && mode !== kind) continue;
    try {
      const driver = make();
      tryOut(driver);
      return { driver, description: `${kind} (memory, pids and cpu per app)` };
    } catch (error) {
      problems.push(`${kind}: ${(error as Error).message}`);
    }
  }
  return { driver: null, description: `process-tree watchdog (${problems.join('; ')})` };
}

function tryOut(driver: GroupDriver): void {
  const probe = driver.create(`probe-${process.pid}`, { memoryBytes: 64 * 1024 * 1024, processes: 8, cpuPercent: 50 });
  probe.usage();
  void probe.remove();
}

function fail(message: string): never {
  throw new Error(message);
}
