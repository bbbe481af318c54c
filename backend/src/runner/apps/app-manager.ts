import type { ProjectFile } from '../../engines/code/code-engine';
import { RunnerError } from '../runner.errors';
import type { RunnableType } from './launch-plan';
import { type AppContext, type AppStatus, SandboxedApp } from './sandboxed-app';

/** Stopped apps kept for their status and last log lines. */
const KEPT_STOPPED = 50;

/**
 * The runner's apps: one per owner (a new run replaces the owner's previous one), at most `maxApps`
 * at once (the least recently used is stopped to make room), each owner seeing only its own. As root,
 * app slot n runs as its own uid, so process limits and files are per app, not shared.
 */
export class AppManager {
  private readonly apps = new Map<string, SandboxedApp>();
  private readonly slots: Array<SandboxedApp | null>;
  /** Placing apps in slots happens one start at a time, so two starts never share a slot. */
  private placing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly context: AppContext,
    private readonly ownUsers: boolean,
  ) {
    this.slots = Array.from({ length: context.settings.maxApps }, () => null);
  }

  get running(): number {
    return [...this.apps.values()].filter((app) => app.active).length;
  }

  async start(owner: string, type: RunnableType, files: readonly ProjectFile[]): Promise<AppStatus> {
    const availability = this.context.capabilities[type];
    if (!availability.available) throw RunnerError.unavailable(availability.reason ?? 'This runner cannot run such projects.');
    const placed = this.placing.then(() => this.place(owner, type));
    this.placing = placed.catch(() => undefined);
    const app = await placed;
    await app.start(files);
    return app.status();
  }

  private async place(owner: string, type: RunnableType): Promise<SandboxedApp> {
    await Promise.all(
      [...this.apps.values()].filter((app) => app.owner === owner && app.active).map((app) => app.stop('Stopped: replaced by a newer run.')),
    );
    const slot = await this.freeSlot();
    const base = this.context.settings.uidBase;
    const app = new SandboxedApp(owner, type, this.context, this.ownUsers ? { uid: base + slot, gid: base + slot } : null);
    this.slots[slot] = app;
    this.apps.set(app.id, app);
    this.prune();
    return app;
  }

  /** The owner's app, or NOT_FOUND (also for another owner's id). */
  find(id: string, owner: string): SandboxedApp {
    const app = this.apps.get(id);
    if (!app || app.owner !== owner) throw RunnerError.notFound();
    return app;
  }

  async stopAll(reason: string): Promise<void> {
    await Promise.all([...this.apps.values()].map((app) => app.stop(reason)));
  }

  private async freeSlot(): Promise<number> {
    const free = this.slots.findIndex((app) => !app || !app.active);
    if (free !== -1) return free;
    const oldest = this.slots.reduce((a, b) => (a!.lastActivity <= b!.lastActivity ? a : b))!;
    await oldest.stop(`Stopped: another project needed the sandbox (this runner keeps ${this.slots.length} apps running at most). Run it again to restart it.`);
    return this.slots.indexOf(oldest);
  }

  private prune(): void {
    const stopped = [...this.apps.values()].filter((app) => !app.active);
    for (const app of stopped.slice(0, Math.max(0, stopped.length - KEPT_STOPPED))) this.apps.delete(app.id);
  }
}
