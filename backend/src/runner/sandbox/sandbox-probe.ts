import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import * as path from 'node:path';
import type { Writable } from 'node:stream';
import type { RunnerSettings } from '../runner-settings';
import { packageClosure } from './node-modules-closure';
import { LAUNCHER_ENV, READ_ONLY_ROOT, isolationOptions } from './sandbox-command';

export interface Availability {
  available: boolean;
  /** Why not, in words an operator or a user can act on. */
  reason: string | null;
}

export interface Capabilities {
  sandbox: Availability;
  nodejs: Availability;
  python: Availability;
  /** Resolved tools, when found. */
  bwrap: string | null;
  prlimit: string | null;
  /** Package folders bound for Node apps (Express and what it loads). */
  expressPackages: string[];
}

/** An executable by absolute path, or found on PATH; null when there is none. */
export function findExecutable(name: string): string | null {
  const candidates = path.isAbsolute(name) ? [name] : (process.env.PATH ?? '/usr/bin:/bin').split(':').filter(Boolean).map((dir) => path.join(dir, name));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * What this machine can run, found by trying it: a bubblewrap sandbox with every namespace unshared
 * (some kernels and containers forbid user namespaces), Express for Node apps, FastAPI and Uvicorn for
 * Python ones — imported inside a sandbox, as apps will.
 */
export async function probeCapabilities(
  settings: RunnerSettings,
  sandboxUser: { uid: number; gid: number } | null,
  seccomp: Buffer | null,
): Promise<Capabilities> {
  const bwrap = findExecutable(settings.bwrapBinary);
  const prlimit = findExecutable(settings.prlimitBinary);
  let expressPackages: string[] = [];
  let expressProblem: string | null = null;
  try {
    expressPackages = packageClosure(settings.nodeModules, 'express');
  } catch (error) {
    expressProblem = `Express is not available to the runner (${(error as Error).message}).`;
  }
  const unavailable = (reason: string): Availability => ({ available: false, reason });
  let sandbox: Availability;
  if (!bwrap) sandbox = unavailable('bubblewrap (bwrap) is not installed on the runner host, so untrusted code cannot be isolated.');
  else if (!prlimit) sandbox = unavailable('prlimit (util-linux) is not installed on the runner host, so resource limits cannot be set.');
  else {
    const trial = await runSandboxed(bwrap, ['/usr/bin/true'], sandboxUser, seccomp);
    sandbox = trial.ok ? { available: true, reason: null } : unavailable(`The sandbox cannot start here: ${trial.output || 'bubblewrap failed'}. User namespaces may be disabled.`);
  }
  const nodejs: Availability = !sandbox.available ? sandbox : expressProblem ? unavailable(expressProblem) : { available: true, reason: null };
  let python: Availability = sandbox;
  if (sandbox.available && bwrap) {
    const trial = await runSandboxed(bwrap, [settings.pythonBinary, '-c', 'import fastapi, uvicorn'], sandboxUser, seccomp);
    python = trial.ok
      ? { available: true, reason: null }
      : unavailable(`Python with FastAPI and Uvicorn is not installed on the runner host (Debian: apt install python3-fastapi python3-uvicorn).`);
  }
  return { sandbox, nodejs, python, bwrap, prlimit, expressPackages };
}

/** Runs a command in a sandbox as apps get it (namespaces, read-only root, the seccomp filter). */
async function runSandboxed(
  bwrap: string,
  command: string[],
  user: { uid: number; gid: number } | null,
  seccomp: Buffer | null,
): Promise<{ ok: boolean; output: string }> {
  const args = [
    ...isolationOptions(),
    '--tmpfs', '/tmp', ...READ_ONLY_ROOT, '--clearenv', '--setenv', 'PATH', '/usr/bin:/bin',
    ...(seccomp ? ['--seccomp', '3'] : []), '--', ...command,
  ];
  return new Promise((resolve) => {
    const child = spawn(bwrap, args, { stdio: ['ignore', 'pipe', 'pipe', 'pipe'], env: LAUNCHER_ENV, ...(user ?? {}) });
    (child.stdio[3] as Writable).on('error', () => undefined).end(seccomp ?? undefined);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ ok: false, output: error.message }));
    child.on('close', (code) => resolve({ ok: code === 0, output: output.trim().split('\n').slice(-1)[0]?.slice(0, 300) ?? '' }));
  });
}
