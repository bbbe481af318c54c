/** What an app's whole process tree uses, however it is measured. */
export interface AppUsage {
  /** CPU time of every process the app ran, live or ended. */
  cpuMicros: number;
  /** Memory the app holds: the group's charge (cgroups) or its processes' resident memory. */
  memoryBytes: number;
  processes: number;
  /** Processes the kernel killed at the group's memory limit (0 without a group). */
  oomKills: number;
}

/** The limits that hold for an app's whole tree, not for each of its processes. */
export interface GroupLimits {
  memoryBytes: number;
  processes: number;
  /** Share of one core the tree may use, in percent (100 = one whole core). */
  cpuPercent: number;
}

/** A control group holding one app: the kernel enforces its limits on every process in it. */
export interface AppGroup {
  /** `cgroup2` or `cgroup1`: which kernel interface enforces the limits. */
  readonly kind: string;
  /** Moves a process into the group; what it starts later is born there. */
  adopt(pid: number): void;
  usage(): AppUsage;
  /** SIGKILLs every process in the group, forks in flight included. */
  killAll(): Promise<void>;
  /** Removes the group once its processes are gone. */
  remove(): Promise<void>;
}

/** Makes one group per app, or says why it cannot (then the runner enforces the limits itself). */
export interface GroupDriver {
  readonly kind: 'cgroup2' | 'cgroup1';
  create(name: string, limits: GroupLimits): AppGroup;
  /** Removes the runner's own parent group at shutdown. */
  dispose(): void;
}
