import type { ProjectFile } from '../../engines/code/code-engine';
import { RunnerError } from '../runner.errors';
import type { RunnableType } from './launch-plan';
import { type AppContext, type AppStatus, SandboxedApp } from './sandboxed-app';
import { chooseSlot } from './slot-policy';

/** Stopped apps kept for their status and last log lines. */
const KEPT_STOPPED = 50;

/**
 * The runner's apps: at most `maxApps` at once and `slotsPerOwner` per owner, placed by the fair-share
 * rule of `chooseSlot` (an owner's new run replaces their own least recently used app; nobody's run stops
 * another owner's app within its share: a full runner answers BUSY instead), each owner seeing only its
 * own. As root, app slot n runs as its own uid, so process limits and files are per app, not shared.
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
    const { maxApps, slotsPerOwner } = this.context.settings;
    const choice = chooseSlot(this.slots.map((app) => (app?.active ? app : null)), owner, slotsPerOwner);
    if (choice.kind === 'busy') throw RunnerError.busy();
    if (choice.kind === 'evict') {
      await this.slots[choice.slot]!.stop(
        choice.why === 'own'
          ? `Stopped: replaced by a newer run (${slotsPerOwner === 1 ? 'one app' : `${slotsPerOwner} apps`} of yours run at once).`
          : `Stopped: another project needed the sandbox (this runner keeps ${maxApps} apps running at most). Run it again to restart it.`,
      );
    }
    const base = this.context.settings.uidBase;
    const app = new SandboxedApp(owner, type, this.context, this.ownUsers ? { uid: base + choice.slot, gid: base + choice.slot } : null);
    this.slots[choice.slot] = app;
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

  private prune(): void {
    const stopped = [...this.apps.values()].filter((app) => !app.active);
    for (const app of stopped.slice(0, Math.max(0, stopped.length - KEPT_STOPPED))) this.apps.delete(app.id);
  }
}
