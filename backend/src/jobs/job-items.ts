import type { JobStatus } from './job-record';

/** One item of a batch job (e.g. one scene of "Generate All Scenes"), as its owner sees it. */
export type JobItemStatus = 'queued' | 'running' | 'completed' | 'failed';

/** What a completed item made: the asset and where it is served. */
export interface JobItemResult {
  media_id: string | null;
  url: string | null;
}

export interface JobItem {
  /** What the item is within its job, e.g. a scene id. */
  key: string;
  status: JobItemStatus;
  /** The item's own 0–100 (100 once completed). */
  progress: number;
  /** What the item is doing now, while running. */
  stage: string | null;
  result: JobItemResult | null;
  /** Why it failed. */
  error: string | null;
}

export type JobItemEvent =
  | { type: 'started'; key: string; stage?: string }
  | { type: 'progress'; key: string; percent: number; stage?: string }
  | { type: 'completed'; key: string; result: JobItemResult }
  | { type: 'failed'; key: string; error: string };

/** A new batch: every item waits its turn. */
export function queuedItems(keys: readonly string[]): JobItem[] {
  return [...new Set(keys)].map((key) => ({ key, status: 'queued', progress: 0, stage: null, result: null, error: null }));
}

/**
 * The items after one event; the same array when nothing changed (so callers can skip a write). A
 * finished item (completed or failed) stays as it is: a retried attempt that meets it again changes
 * nothing. Progress only goes forward while running and stops at 99 (100 means completed).
 */
export function reduceItems(items: readonly JobItem[], event: JobItemEvent): readonly JobItem[] {
  const index = items.findIndex((item) => item.key === event.key);
  const item = items[index];
  if (!item || item.status === 'completed' || item.status === 'failed') return items;
  const next = nextItem(item, event);
  if (!next) return items;
  const copy = [...items];
  copy[index] = next;
  return copy;
}

function nextItem(item: JobItem, event: JobItemEvent): JobItem | null {
  const stage = (text: string | undefined) => (text === undefined ? item.stage : text.slice(0, 120));
  switch (event.type) {
    case 'started':
      // Also an item a lost attempt left running: it starts again from the beginning.
      return { ...item, status: 'running', progress: 0, stage: stage(event.stage) };
    case 'progress': {
      if (item.status !== 'running' || !Number.isFinite(event.percent)) return null;
      const progress = Math.max(item.progress, Math.min(99, Math.max(0, Math.floor(event.percent))));
      const nextStage = stage(event.stage);
      return progress === item.progress && nextStage === item.stage ? null : { ...item, progress, stage: nextStage };
    }
    case 'completed':
      return { ...item, status: 'completed', progress: 100, stage: null, result: event.result, error: null };
    case 'failed':
      return { ...item, status: 'failed', stage: null, error: event.error.slice(0, 500) };
  }
}

/**
 * The items as the owner sees them: once the job failed or was cancelled for good, an item it never
 * finished failed with it (its reason is the job's).
 */
export function settledItems(items: readonly JobItem[], status: JobStatus, error: string | null): JobItem[] {
  if (status !== 'failed' && status !== 'cancelled') return [...items];
  const reason = error ?? (status === 'cancelled' ? 'Cancelled.' : 'Failed.');
  return items.map((item) =>
    item.status === 'queued' || item.status === 'running' ? { ...item, status: 'failed', stage: null, error: reason } : item,
  );
}
