import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { type ToolSettings, failureLine, installCommand, treeName } from './dependency-commands';
import type { DependencyRequest } from './dependency-manifest';
import { type ToolRunner, runTool } from './run-tool';

export interface DependencySettings {
  /** Holds one folder per manifest hash, plus the tools' download caches. */
  dir: string;
  timeoutSeconds: number;
  maxMb: number;
  tools: Omit<ToolSettings, 'toolCacheDir'>;
}

export type PreparedDependencies = { ok: true; tree: string; reused: boolean } | { ok: false; reason: string };

const MB = 1024 * 1024;

/**
 * Installed dependencies outside every sandbox, one read-only tree per manifest (+ lockfile) hash,
 * reused by every later run and project that asks for the same. Each install is built in a folder of
 * its own and renamed into place when complete, so a reader never sees half a tree and two runners
 * sharing the folder cannot corrupt it; identical installs started at once in this runner share one.
 * A failed install leaves nothing behind and is tried again next time.
 */
export class DependencyCache {
  private readonly inFlight = new Map<string, Promise<PreparedDependencies>>();

  constructor(
    private readonly settings: DependencySettings,
    private readonly run: ToolRunner = runTool,
  ) {}

  /** The tree for `request`, installed now if no run has installed it before. `note` reaches the Terminal. */
  async prepare(request: DependencyRequest, note: (line: string) => void): Promise<PreparedDependencies> {
    const final = this.folder(request);
    const tree = path.join(final, treeName(request.kind));
    if (existsSync(tree)) {
      note(`Dependencies: reusing the installed ${request.specs.join(', ')} (cached for this ${manifestName(request)}).`);
      return { ok: true, tree, reused: true };
    }
    note(`Installing dependencies… ${request.kind} ${request.specs.join(', ')} (no install scripts, at most ${this.settings.timeoutSeconds} s and ${this.settings.maxMb} MB).`);
    let install = this.inFlight.get(request.key);
    if (!install) {
      install = this.install(request, final).finally(() => this.inFlight.delete(request.key));
      this.inFlight.set(request.key, install);
    }
    const started = performance.now();
    const result = await install;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (result.ok) note(`Dependencies installed in ${seconds} s; kept for the next run with the same ${manifestName(request)}.`);
    else note(result.reason);
    return result;
  }

  /**
   * Removes what a killed runner left half-built: folders older than twice the install time limit, so an
   * install another runner is making right now is left alone.
   */
  async sweep(now = Date.now()): Promise<number> {
    let removed = 0;
    for (const kind of ['npm', 'pip']) {
      const parent = path.join(this.settings.dir, kind);
      if (!existsSync(parent)) continue;
      for (const name of await readdir(parent)) {
        if (!name.startsWith('.building-')) continue;
        const folder = path.join(parent, name);
        if (now - (await lstat(folder)).mtimeMs < 2 * this.settings.timeoutSeconds * 1000) continue;
        await rm(folder, { recursive: true, force: true });
        removed += 1;
      }
    }
    return removed;
  }

  /** Where a request's tree lives once installed. */
  folder(request: DependencyRequest): string {
    return path.join(this.settings.dir, request.kind, request.key);
  }

  private async install(request: DependencyRequest, final: string): Promise<PreparedDependencies> {
    const { dir, timeoutSeconds, maxMb, tools } = this.settings;
    await mkdir(path.dirname(final), { recursive: true, mode: 0o755 });
    const building = path.join(path.dirname(final), `.building-${request.key}-${randomBytes(6).toString('hex')}`);
    await mkdir(building, { mode: 0o755 });
    try {
      const command = installCommand(request, building, { ...tools, toolCacheDir: path.join(dir, '.tool-cache') });
      for (const [name, content] of Object.entries(command.files)) await writeFile(path.join(building, name), content, { mode: 0o644 });
      const outcome = await this.run(command.argv, building, timeoutSeconds * 1000);
      if (outcome.timedOut) return { ok: false, reason: `${request.kind} could not install ${request.specs.join(', ')} within ${timeoutSeconds} s (RUNNER_DEPS_TIMEOUT_SECONDS).` };
      if (outcome.code !== 0) return { ok: false, reason: failureLine(request, outcome.output) };
      // A manifest whose every line is for another platform installs nothing, and still gets its (empty) tree.
      await mkdir(path.join(building, command.tree), { recursive: true, mode: 0o755 });
      const bytes = await treeBytes(path.join(building, command.tree));
      if (bytes > maxMb * MB) {
        return { ok: false, reason: `The dependencies take ${Math.ceil(bytes / MB)} MB, more than the ${maxMb} MB allowed (RUNNER_DEPS_MAX_MB).` };
      }
      try {
        await rename(building, final);
      } catch (error) {
        // Another runner finished the same install first: its tree is as good as ours.
        if (!['EEXIST', 'ENOTEMPTY'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
      }
      return { ok: true, tree: path.join(final, command.tree), reused: false };
    } finally {
      await rm(building, { recursive: true, force: true });
    }
  }
}

function manifestName(request: DependencyRequest): string {
  return request.kind === 'npm' ? (request.lockfile === null ? 'package.json' : 'package-lock.json') : 'requirements.txt';
}

/** Bytes of every file under `dir` (links counted as themselves, never followed). */
export async function treeBytes(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  let total = 0;
  const pending = [dir];
  while (pending.length) {
    const current = pending.pop()!;
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else total += (await lstat(full)).size;
    }
  }
  return total;
}
