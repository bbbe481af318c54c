import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { Readable } from 'node:stream';
import type { ProjectFile } from '../../engines/code/code-engine';
import { addressSpaceFor, type RunnerSettings } from '../runner-settings';
import type { Capabilities } from '../sandbox/sandbox-probe';
import { SANDBOX_NODE_MODULES, SANDBOX_SHIM, SANDBOX_SOCKET, type RunnableType, planLaunch } from './launch-plan';
import { LogBuffer } from './log-buffer';
import { sandboxCommand, sandboxEnv } from '../sandbox/sandbox-command';
import { writeTar } from '../sandbox/tar-archive';
import { RunnerError } from '../runner.errors';

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

export interface ProxiedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ProxiedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  bodyEncoding: 'utf8' | 'base64';
  truncated: boolean;
  durationMs: number;
}

/** What every app of this runner shares. */
export interface AppContext {
  settings: RunnerSettings;
  capabilities: Capabilities;
  /** Host file of the Node listen shim. */
  shimPath: string;
  /** Host files shown under /etc. */
  etc: ReadonlyArray<{ host: string; sandbox: string }>;
}

const MAX_RESPONSE_BYTES = 1024 * 1024;
const READY_POLL_MS = 20;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'host', 'content-length']);

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
    const { settings, capabilities } = this.context;
    const plan = planLaunch(this.projectType, files, { nodeBinary: settings.nodeBinary, pythonBinary: settings.pythonBinary, heapMegabytes: settings.memoryMb });
    if (!plan.ok) return this.fail(plan.reason);
    this.entry = plan.entry;
    const readOnly =
      this.projectType === 'nodejs'
        ? [
            ...capabilities.expressPackages.map((name) => ({ host: `${settings.nodeModules}/${name}`, sandbox: `${SANDBOX_NODE_MODULES}/${name}` })),
            { host: this.context.shimPath, sandbox: SANDBOX_SHIM },
          ]
        : [];
    const args = sandboxCommand({
      prlimit: capabilities.prlimit!,
      bwrap: capabilities.bwrap!,
      command: plan.command,
      limits: {
        addressSpaceBytes: addressSpaceFor(this.projectType, settings.memoryMb),
        processes: settings.processes,
        cpuSeconds: settings.cpuSeconds,
        fileBytes: Math.min(settings.diskMb, 16) * 1024 * 1024,
        openFiles: 256,
        diskBytes: settings.diskMb * 1024 * 1024,
        tmpBytes: 16 * 1024 * 1024,
      },
      readOnly,
      etc: this.context.etc,
      env: sandboxEnv(),
      infoFd: 3,
    });
    this.logs.note(`Starting ${this.projectType === 'nodejs' ? `node ${plan.entry}` : `uvicorn ${plan.command[3]}`} in a sandbox (no network, ${settings.memoryMb} MB, ${settings.diskMb} MB of disk).`);
    const spawned = performance.now();
    const child = spawn(args[0], args.slice(1), { stdio: ['pipe', 'pipe', 'pipe', 'pipe'], detached: true, ...(this.user ?? {}) });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('close', (code, signal) => resolve(this.onExit(code, signal))));
    child.once('error', (error) => this.logs.note(`The sandbox could not start: ${error.message}`));
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => this.logs.write('stdout', chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => this.logs.write('stderr', chunk));
    const info = readInfo(child.stdio[3] as Readable);
    child.stdin!.on('error', () => undefined);
    child.stdin!.end(writeTar(files.map((file) => ({ path: file.path, data: Buffer.from(file.content, 'utf8'), mode: file.path.endsWith('.sh') ? 0o755 : 0o644 }))));
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

  /** Sends one HTTP request to the app and reads its answer (at most 1 MB of body). */
  async request(input: ProxiedRequest): Promise<ProxiedResponse> {
    if (this.state !== 'running' || !this.sandboxPid) throw RunnerError.notRunning(this.reason);
    this.touch();
    const started = performance.now();
    const timeoutMs = this.context.settings.requestTimeoutSeconds * 1000;
    const headers = Object.fromEntries(Object.entries(input.headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
    const body = input.body === undefined ? undefined : Buffer.from(input.body, 'utf8');
    return new Promise<ProxiedResponse>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          socketPath: this.socketPath(),
          method: input.method,
          path: input.path,
          headers: { ...headers, host: 'localhost', ...(body ? { 'content-length': String(body.length) } : {}) },
          timeout: timeoutMs,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          let size = 0;
          let truncated = false;
          incoming.on('data', (chunk: Buffer) => {
            if (truncated) return;
            size += chunk.length;
            if (size > MAX_RESPONSE_BYTES) {
              truncated = true;
              chunks.push(chunk.subarray(0, chunk.length - (size - MAX_RESPONSE_BYTES)));
              incoming.destroy();
              finish();
              return;
            }
            chunks.push(chunk);
          });
          incoming.on('end', () => finish());
          incoming.on('error', () => finish());
          let done = false;
          const finish = () => {
            if (done) return;
            done = true;
            this.touch();
            const bytes = Buffer.concat(chunks);
            const text = bytes.toString('utf8');
            const isText = !text.includes('\uFFFD') && !/[\u0000-\u0008\u000e-\u001f]/.test(text);
            resolve({
              status: incoming.statusCode ?? 502,
              headers: Object.fromEntries(Object.entries(incoming.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)])),
              body: isText ? text : bytes.toString('base64'),
              bodyEncoding: isText ? 'utf8' : 'base64',
              truncated,
              durationMs: Math.round(performance.now() - started),
            });
          };
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(RunnerError.appTimeout(this.context.settings.requestTimeoutSeconds)));
      outgoing.on('error', (error) => reject(error instanceof RunnerError ? error : RunnerError.notAnswering()));
      outgoing.end(body);
    });
  }

  /** Kills the whole sandbox; `reason` goes to the Terminal and the status. */
  async stop(reason: string, state: 'stopped' | 'failed' = 'stopped'): Promise<void> {
    if (!this.active) return;
    this.stopReason = reason;
    if (state === 'failed') this.state = 'failed';
    if (this.child?.pid && this.child.exitCode === null && this.child.signalCode === null) {
      try {
        process.kill(-this.child.pid, 'SIGKILL');
      } catch {
        this.child.kill('SIGKILL');
      }
    }
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

  /** Resident memory of the sandbox's processes, from /proc (the runner is their parent or root). */
  memoryBytes(): number | null {
    if (!this.sandboxPid) return null;
    let total = 0;
    const pending = [this.sandboxPid];
    const seen = new Set<number>();
    while (pending.length) {
      const pid = pending.pop()!;
      if (seen.has(pid)) continue;
      seen.add(pid);
      try {
        const rss = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
        total += Number(rss ?? 0) * 1024;
        const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
        if (children) pending.push(...children.split(/\s+/).map(Number));
      } catch {
        // The process ended while we looked.
      }
    }
    return total;
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

  private fail(reason: string): void {
    this.state = 'failed';
    this.reason = reason;
    this.stoppedAt = new Date();
    this.logs.note(reason);
    this.logs.close();
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.hardTimer) clearTimeout(this.hardTimer);
    const { cpuSeconds } = this.context.settings;
    let reason = this.stopReason;
    if (!reason) {
      if (code === 128 + 24 || signal === 'SIGXCPU') reason = `Stopped: the app used its ${cpuSeconds} s of CPU time (a runaway loop?).`;
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
