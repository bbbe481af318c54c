import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { AppManager } from './apps/app-manager';
import { DependencyCache } from './dependencies/dependency-cache';
import { runnerHandler } from './runner-server';
import type { RunnerSettings } from './runner-settings';
import { chooseGroupDriver } from './limits/group-driver';
import { LISTEN_SHIM_SOURCE } from './sandbox/listen-shim';
import { ETC_SUBSET } from './sandbox/sandbox-command';
import { type Capabilities, probeCapabilities } from './sandbox/sandbox-probe';
import { seccompArch, seccompProgram } from './sandbox/seccomp-filter';

export interface RunningRunner {
  /** `unix:/path.sock` or `http://host:port`: what RUNNER_URL should say. */
  url: string;
  capabilities: Capabilities;
  /** What enforces each app's limits on its whole process tree (control groups or the watchdog). */
  limits: string;
  manager: AppManager;
  close(): Promise<void>;
}

/**
 * Starts the sandbox runner: probes what it can run, prepares its small shared files and listens.
 * As root it gives each app slot its own uid (RUNNER_UID_BASE + n); otherwise every app runs as the
 * runner's user and the process limit is shared by them.
 */
export async function startRunner(settings: RunnerSettings): Promise<RunningRunner> {
  const ownUsers = process.getuid?.() === 0;
  mkdirSync(settings.workDir, { recursive: true });
  // Sandboxed users must reach the files bound from here, but never list the folder.
  chmodSync(settings.workDir, 0o711);
  const shimPath = path.join(settings.workDir, 'listen-shim.cjs');
  writeFileSync(shimPath, LISTEN_SHIM_SOURCE, { mode: 0o644 });
  chmodSync(shimPath, 0o644);
  const hostsPath = path.join(settings.workDir, 'hosts');
  writeFileSync(hostsPath, '127.0.0.1 localhost sandbox\n::1 localhost\n', { mode: 0o644 });
  chmodSync(hostsPath, 0o644);
  const etc = [...ETC_SUBSET.filter((file) => existsSync(file)).map((file) => ({ host: file, sandbox: file })), { host: hostsPath, sandbox: '/etc/hosts' }];

  const probeUser = ownUsers ? { uid: settings.uidBase + settings.maxApps, gid: settings.uidBase + settings.maxApps } : null;
  const arch = seccompArch();
  const seccomp = arch ? seccompProgram(arch) : null;
  const capabilities = await probeCapabilities(settings, probeUser, seccomp);
  const groups = chooseGroupDriver(settings.cgroups);
  const dependencies = new DependencyCache({
    dir: settings.depsDir,
    timeoutSeconds: settings.depsTimeoutSeconds,
    maxMb: settings.depsMaxMb,
    tools: { npmBinary: settings.npmBinary, pythonBinary: settings.pythonBinary },
  });
  await dependencies.sweep();
  const manager = new AppManager({ settings, capabilities, shimPath, etc, groups: groups.driver, seccomp, dependencies }, ownUsers);
  const server = createServer(runnerHandler({ manager, capabilities, limits: groups.description, token: settings.token }));
  server.headersTimeout = 30_000;
  server.requestTimeout = 120_000;
  const url = await listen(server, settings.listen);
  return {
    url,
    capabilities,
    limits: groups.description,
    manager,
    close: async () => {
      await manager.stopAll('Stopped: the runner is shutting down.');
      groups.driver?.dispose();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (settings.listen.kind === 'unix') rmSync(settings.listen.socketPath, { force: true });
    },
  };
}

async function listen(server: Server, listen: RunnerSettings['listen']): Promise<string> {
  if (listen.kind === 'unix') {
    mkdirSync(path.dirname(listen.socketPath), { recursive: true });
    // A runner that was killed leaves its socket file behind; nothing else would be listening on it.
    rmSync(listen.socketPath, { force: true });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(listen.socketPath, resolve));
    chmodSync(listen.socketPath, 0o600);
    return `unix:${listen.socketPath}`;
  }
  if (listen.kind === 'http') throw new Error('the runner listens on a socket or host:port');
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(listen.port, listen.host, resolve));
  const address = server.address() as AddressInfo;
  return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
}
