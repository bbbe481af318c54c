import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { setPriority } from 'node:os';
import type { Readable, Writable } from 'node:stream';
import type { ProjectFile } from '../../engines/code/code-engine';
import { addressSpaceFor, type RunnerSettings } from '../runner-settings';
import type { Capabilities } from '../sandbox/sandbox-probe';
import { SANDBOX_NODE_MODULES, SANDBOX_SHIM, SANDBOX_SOCKET, type RunnableType, planLaunch } from './launch-plan';
import { LogBuffer } from './log-buffer';
import { type ProxiedRequest, type ProxiedResponse, proxyToApp } from './app-request';
import { AppWatchdog, memoryReason } from './app-watchdog';
import type { AppGroup, GroupDriver } from '../limits/app-group';
import { LAUNCHER_ENV, SANDBOX_FDS, type SandboxCommand, sandboxCommand, sandboxEnv } from '../sandbox/sandbox-command';
import { writeTar } from '../sandbox/tar-archive';
import { RunnerError } from '../runner.errors';
import type { DependencyCache } from '../dependencies/dependency-cache';
import { sandboxMount } from '../dependencies/dependency-commands';
import { planDependencies } from '../dependencies/dependency-manifest';

export type { ProxiedRequest, ProxiedResponse } from './app-request';

export type AppState = 'starting' | 'running' | 'stopped' | 'failed';

export interface AppStatus {
  id: string;
  projectType: RunnableType;
  status: AppState;
  /** The file that was started (server.js, main.py…). */
  entry: string | null;
  startedAt: string;
  /** From spawn to the app answering on its socket. */
  readyMs: number | null;
  stoppedAt: string | null;
  /** Why it stopped or failed, in words for the Terminal. */
  reason: string | null;
  /** Resident memory of every process of the app. */
  memoryBytes: number | null;
  /** Sequence number of the last log line. */
  logSeq: number;
}

/** What every app of this runner shares. */
export interface AppContext {
  settings: RunnerSettings;
  capabilities: Capabilities;
  /** Host file of the Node listen shim. */
  shimPath: string;
  /** Host files shown under /etc. */
  etc: ReadonlyArray<{ host: string; sandbox: string }>;
  /** Makes each app's control group; null where the host has none the runner may use. */
  groups: GroupDriver | null;
  /** The seccomp program every app runs under (null only where the architecture has no filter). */
  seccomp: Buffer | null;
  /** Installs what package.json / requirements.txt declare, outside every sandbox. */
  dependencies: DependencyCache;
}

type DependencyMount = ReturnType<typeof sandboxMount> | null;

/** Apps run below normal priority, so a busy one never slows the runner or its host's other work. */
const APP_NICENESS = 10;
const SHM_BYTES = 8 * 1024 * 1024;

const READY_POLL_MS = 20;

/**
 * One project running in its own bubblewrap sandbox: unpacked into a private tmpfs, started with its
 * limits, reached only through the Unix socket inside its project folder, stopped when idle, at its
 * hard time limit, or when asked.
 */
export class SandboxedApp {
  readonly id = randomBytes(16).toString('base64url');
  readonly logs = new LogBuffer();
  private state: AppState = 'starting';
  private reason: string | null = null;
  private entry: string | null = null;
  private readonly startedAt = new Date();
  private stoppedAt: Date | null = null;
  private readyMs: number | null = null;
  private child: ChildProcess | null = null;
  private sandboxPid: number | null = null;
  private group: AppGroup | null = null;
  private watchdog: AppWatchdog | null = null;
  private stopReason: string | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private hardTimer: NodeJS.Timeout | null = null;
  private exited: Promise<void> = Promise.resolve();
  lastActivity = Date.now();

  constructor(
    readonly owner: string,
    readonly projectType: RunnableType,
    private readonly context: AppContext,
    private readonly user: { uid: number; gid: number } | null,
  ) {}

  get active(): boolean {
    return this.state === 'starting' || this.state === 'running';
  }

  /** Unpacks and starts the project; resolves once it answers on its socket, failed, or timed out. */
  async start(files: readonly ProjectFile[]): Promise<void> {
    const { settings } = this.context;
    const plan = planLaunch(this.projectType, files, { nodeBinary: settings.nodeBinary, pythonBinary: settings.pythonBinary, heapMegabytes: settings.memoryMb });
    if (!plan.ok) return this.fail(plan.reason);
    this.entry = plan.entry;
    const mount = await this.dependencies(files);
    if (mount === undefined) return;
    const sandbox = this.sandboxFor(plan.command, mount);
    this.logs.note(
      `Starting ${this.projectType === 'nodejs' ? `node ${plan.entry}` : `uvicorn ${plan.command[3]}`} in a sandbox (no network, ${settings.memoryMb} MB, ${settings.cpuPercent} % of a core, ${settings.diskMb} MB of disk).`,
    );
    const spawned = performance.now();
    const info = this.spawnSandbox(sandbox, files);
    this.hardTimer = setTimeout(() => void this.stop(`Stopped: the ${settings.maxSeconds} s time limit was reached.`), settings.maxSeconds * 1000);
    this.sandboxPid = await Promise.race([info, this.exited.then(() => null)]);
    if (this.sandboxPid === null) return;
    const deadline = Date.now() + settings.startTimeoutSeconds * 1000;
    while (this.state === 'starting') {
      if (await this.answers()) {
        this.state = 'running';
        this.readyMs = Math.round(performance.now() - spawned);
        this.logs.note(`Running (ready in ${this.readyMs} ms). Requests from the preview reach it through its socket.`);
        this.touch();
        return;
      }
      if (Date.now() > deadline) {
        await this.stop(`Stopped: the app did not start listening within ${settings.startTimeoutSeconds} s.`, 'failed');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
  }

  /** The project's installed dependencies (null: nothing beyond what the sandbox provides; undefined: the run failed or was stopped). */
  private async dependencies(files: readonly ProjectFile[]): Promise<DependencyMount | undefined> {
    const kind = this.projectType === 'nodejs' ? 'npm' : 'pip';
    const plan = planDependencies(kind, files);
    if (!plan.ok) return void this.fail(plan.reason);
    if (!plan.request) return null;
    const prepared = await this.context.dependencies.prepare(plan.request, (line) => this.logs.note(line));
    // Replaced or stopped while installing: it already says why.
    if (!this.active) return undefined;
    if (!prepared.ok) return void this.fail(prepared.reason, 'failed', false);
    return sandboxMount(kind, prepared.tree);
  }

  /** The sandbox an app of this type runs in, with this runner's limits. */
  private sandboxFor(command: string[], dependencies: DependencyMount): SandboxCommand {
    const { settings, capabilities } = this.context;
    const readOnly =
      this.projectType === 'nodejs'
        ? [
            ...capabilities.expressPackages.map((name) => ({ host: `${settings.nodeModules}/${name}`, sandbox: `${SANDBOX_NODE_MODULES}/${name}` })),
            { host: this.context.shimPath, sandbox: SANDBOX_SHIM },
          ]
        : [];
    if (dependencies) readOnly.push(dependencies.readOnly);
    return sandboxCommand({
      prlimit: capabilities.prlimit!,
      bwrap: capabilities.bwrap!,
      command,
      limits: {
        addressSpaceBytes: addressSpaceFor(this.projectType, settings.memoryMb),
        processes: settings.processes,
        cpuSeconds: settings.cpuSeconds,
        fileBytes: Math.min(settings.diskMb, 16) * 1024 * 1024,
        openFiles: 256,
        diskBytes: settings.diskMb * 1024 * 1024,
        tmpBytes: 16 * 1024 * 1024,
        shmBytes: SHM_BYTES,
      },
      readOnly,
      etc: this.context.etc,
      env: { ...sandboxEnv(), ...dependencies?.env },
      seccomp: this.context.seccomp !== null,
    });
  }

  /** Spawns the gated sandbox, feeds it its options, filter and project, and resolves with its init's pid. */
  private spawnSandbox(sandbox: SandboxCommand, files: readonly ProjectFile[]): Promise<number | null> {
    this.group = this.createGroup();
    const child = spawn(sandbox.argv[0], sandbox.argv.slice(1), {
      stdio: ['pipe', 'pipe', 'pipe', 'pipe', 'pipe', 'pipe', 'pipe'],
      detached: true,
      env: LAUNCHER_ENV,
      cwd: '/',
      ...(this.user ?? {}),
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('close', (code, signal) => resolve(this.onExit(code, signal))));
    child.once('error', (error) => this.logs.note(`The sandbox could not start: ${error.message}`));
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => this.logs.write('stdout', chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => this.logs.write('stderr', chunk));
    const info = readInfo(child.stdio[SANDBOX_FDS.info] as Readable);
    const send = (fd: number, data: Buffer | string) => (child.stdio[fd] as Writable).on('error', () => undefined).end(data);
    send(SANDBOX_FDS.args, sandbox.bwrapOptions);
    if (this.context.seccomp) send(SANDBOX_FDS.seccomp, this.context.seccomp);
    if (child.pid !== undefined) this.admit(child.pid);
    // Only now does the gate let the app's first process run: everything it starts is born in its group.
    send(SANDBOX_FDS.gate, '\n');
    child.stdin!.on('error', () => undefined);
    child.stdin!.end(writeTar(files.map((file) => ({ path: file.path, data: Buffer.from(file.content, 'utf8'), mode: file.path.endsWith('.sh') ? 0o755 : 0o644 }))));
    return info;
  }

  /** Sends one HTTP request to the app and reads its answer (at most 1 MB of body). */
  async request(input: ProxiedRequest): Promise<ProxiedResponse> {
    if (this.state !== 'running' || !this.sandboxPid) throw RunnerError.notRunning(this.reason);
    this.touch();
    try {
      return await proxyToApp(this.socketPath(), input, this.context.settings.requestTimeoutSeconds);
    } finally {
      this.touch();
    }
  }

  /** Kills the whole sandbox; `reason` goes to the Terminal and the status. */
  async stop(reason: string, state: 'stopped' | 'failed' = 'stopped'): Promise<void> {
    if (!this.active) return;
    this.stopReason = reason;
    // Still installing its dependencies: nothing runs yet, so it stops at once (the install, shared, goes on).
    if (!this.child) return this.fail(reason, state);
    if (state === 'failed') this.state = 'failed';
    if (this.child?.pid && this.child.exitCode === null && this.child.signalCode === null) {
      try {
        process.kill(-this.child.pid, 'SIGKILL');
      } catch {
        this.child.kill('SIGKILL');
      }
    }
    await this.group?.killAll().catch(() => undefined);
    await this.exited;
  }

  status(): AppStatus {
    return {
      id: this.id,
      projectType: this.projectType,
      status: this.state,
      entry: this.entry,
      startedAt: this.startedAt.toISOString(),
      readyMs: this.readyMs,
      stoppedAt: this.stoppedAt?.toISOString() ?? null,
      reason: this.reason,
      memoryBytes: this.active ? this.memoryBytes() : null,
      logSeq: this.logs.lastSeq,
    };
  }

  /** Memory of the app's whole tree: its control group's charge, or its processes' resident memory. */
  memoryBytes(): number | null {
    return this.watchdog ? this.watchdog.usage().memoryBytes : null;
  }

  /** The app's control group, or null (then the watchdog reads its tree from /proc). */
  private createGroup(): AppGroup | null {
    const { groups, settings } = this.context;
    if (!groups) return null;
    try {
      return groups.create(`app-${this.id}`, { memoryBytes: settings.memoryMb * 1024 * 1024, processes: settings.processes, cpuPercent: settings.cpuPercent });
    } catch (error) {
      this.logs.note(`Limits are enforced by the runner's watchdog: the app's control group could not be made (${(error as Error).message}).`);
      return null;
    }
  }

  /** Puts the gated launcher in its group at low priority, and starts watching the tree's use. */
  private admit(pid: number): void {
    try {
      this.group?.adopt(pid);
    } catch (error) {
      this.logs.note(`Limits are enforced by the runner's watchdog: the app could not join its control group (${(error as Error).message}).`);
      void this.group?.remove();
      this.group = null;
    }
    try {
      setPriority(pid, APP_NICENESS);
    } catch {
      // Lowering our own child's priority only fails if it already ended.
    }
    const { cpuSeconds, memoryMb } = this.context.settings;
    this.watchdog = new AppWatchdog(this.group, pid, { cpuSeconds, memoryMb }, (reason) => void this.stop(reason));
    this.watchdog.start();
  }

  private socketPath(): string {
    // The app's folder exists only inside the sandbox's mount namespace; /proc/<pid>/root reaches it.
    return `/proc/${this.sandboxPid}/root${SANDBOX_SOCKET}`;
  }

  private answers(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect({ path: this.socketPath() });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  }

  private touch(): void {
    this.lastActivity = Date.now();
    const idleMs = this.context.settings.idleSeconds * 1000;
    if (this.idleTimer) this.idleTimer.refresh();
    else this.idleTimer = setTimeout(() => void this.stop(`Stopped: idle for ${this.context.settings.idleSeconds} s.`), idleMs);
  }

  private fail(reason: string, state: 'failed' | 'stopped' = 'failed', say = true): void {
    this.state = state;
    this.reason = reason;
    this.stoppedAt = new Date();
    if (say) this.logs.note(reason);
    this.logs.close();
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.hardTimer) clearTimeout(this.hardTimer);
    const oomKills = this.group?.usage().oomKills ?? 0;
    this.watchdog?.stop();
    void this.release();
    const { cpuSeconds, memoryMb } = this.context.settings;
    let reason = this.stopReason;
    if (!reason) {
      if (oomKills > 0 && (code === 137 || signal === 'SIGKILL')) reason = memoryReason(memoryMb);
      else if (code === 128 + 24 || signal === 'SIGXCPU') reason = `Stopped: the app used its ${cpuSeconds} s of CPU time (a runaway loop?).`;
      else if (code === 137 || signal === 'SIGKILL') reason = 'Stopped: the app was killed at a resource limit (memory or CPU).';
      else if (this.state === 'starting') reason = `The app exited before it started listening (exit code ${code ?? signal}). See the log above.`;
      else reason = `The app exited (exit code ${code ?? signal}).`;
    }
    const failed = this.state === 'starting' || this.state === 'failed';
    this.state = failed ? 'failed' : 'stopped';
    this.reason = reason;
    this.stoppedAt = new Date();
    this.logs.note(reason);
    this.logs.close();
  }

  /** Kills what may be left in the app's group (a process that left the sandbox's init) and removes it. */
  private async release(): Promise<void> {
    const group = this.group;
    if (!group) return;
    await group.killAll().catch(() => undefined);
    await group.remove().catch((error: Error) => this.logs.note(`The app's control group could not be removed: ${error.message}`));
  }
}

/** bwrap writes `{ "child-pid": n, … }` to its info descriptor once the sandbox exists. */
function readInfo(stream: Readable): Promise<number | null> {
  return new Promise((resolve) => {
    let text = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      text += chunk;
      const pid = /"child-pid"\s*:\s*(\d+)/.exec(text)?.[1];
      if (pid) resolve(Number(pid));
    });
    stream.on('end', () => resolve(null));
    stream.on('error', () => resolve(null));
  });
}
