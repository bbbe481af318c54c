import { Injectable } from '@nestjs/common';
import { DatabaseNotifications } from '../database/database-notifications';
import type { JobStatus } from './job-record';

/** What the `atelier_jobs` channel says about a changed job (see the jobs migration's trigger). */
export interface JobChange {
  id: string;
  version: number;
  status: JobStatus;
  progress: number;
  stage: string | null;
  attempt: number;
  /** A batch's items changed (they are read from the row: too large for the notification). */
  items_changed?: boolean;
}

export const JOB_CHANNEL = 'atelier_jobs';

type Listener = (change: JobChange) => void;

/**
 * Job changes as they commit, from any process, over the process's one notifications connection
 * (database/database-notifications.ts), fanned out to the subscribers of each job. When that connection was
 * dropped and reopened, every subscriber is told (`onResync`), so it can re-read the row and miss nothing.
 */
@Injectable()
export class JobEvents {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly resyncs = new Set<() => void>();
  /** The channel's subscription, made on the first job subscription (again after one that failed). */
  private channel: Promise<unknown> | null = null;

  constructor(private readonly notifications: DatabaseNotifications) {}

  /** Resolves once the subscription is live, so a read made after it cannot miss a later change. */
  async subscribe(id: string, listener: Listener, onResync?: () => void): Promise<() => void> {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    if (onResync) this.resyncs.add(onResync);
    const unsubscribe = () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(id);
      if (onResync) this.resyncs.delete(onResync);
    };
    try {
      await (this.channel ??= this.notifications
        .listen(JOB_CHANNEL, (payload) => this.dispatch(payload), () => this.resyncs.forEach((resync) => resync()))
        .catch((error: unknown) => {
          this.channel = null;
          throw error;
        }));
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  private dispatch(payload: string): void {
    if (!payload) return;
    const change = JSON.parse(payload) as JobChange;
    for (const listener of this.listeners.get(change.id) ?? []) listener(change);
  }
}
