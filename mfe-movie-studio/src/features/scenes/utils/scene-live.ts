import { type JobSnapshot, isFinalJob, jobItem } from '@atelier/runtime';
import type { SceneDto } from '@atelier/api-types';

/** What a scene's render job says about it right now (its own item of the batch). */
export type SceneLive =
  | { state: 'queued' }
  | { state: 'running'; percent: number | null; stage: string | null }
  | { state: 'completed'; clipUrl: string | null }
  | { state: 'failed'; error: string | null };

/** A scene job being followed: its scenes and the latest state its event stream sent. */
export interface SceneJobView {
  id: string;
  sceneIds: readonly string[];
  snapshot: JobSnapshot | null;
}

/**
 * The scene's state in the jobs being followed, or null when none of them holds it (the project's own
 * view of the scene stands). Each scene of a batch is an item of its job with its own state: a finished
 * scene shows its clip while the batch goes on, a waiting one says it is queued.
 */
export function sceneLive(scene: SceneDto, jobs: readonly SceneJobView[]): SceneLive | null {
  for (const job of jobs) {
    const item = jobItem(job.snapshot, scene.id);
    if (item) {
      if (item.status === 'queued') return { state: 'queued' };
      if (item.status === 'running') return { state: 'running', percent: item.progress, stage: item.stage };
      if (item.status === 'completed') return { state: 'completed', clipUrl: item.result?.url ?? null };
      return { state: 'failed', error: item.error };
    }
    // Before the first state arrives: what the request or the project said about the job.
    const holds = job.sceneIds.includes(scene.id) || scene.job?.id === job.id;
    if (!holds || (job.snapshot && isFinalJob(job.snapshot))) continue;
    if (job.snapshot === null && scene.job?.id !== job.id) return { state: 'queued' };
    return { state: 'running', percent: null, stage: null };
  }
  return null;
}

/**
 * The toast once a scene job ended, counted from its items (spec 001 §2: 'Scene generated!',
 * 'Generated {n} scenes!', 'Failed to generate scene.'); a batch that partly failed says how many.
 */
export function sceneJobToast(final: JobSnapshot, sceneCount: number): { text: string; tone: 'success' | 'error' } {
  const items = final.items ?? [];
  const total = items.length || sceneCount;
  const done = items.length ? items.filter((item) => item.status === 'completed').length : final.status === 'completed' ? total : 0;
  const failed = total - done;
  if (done === 0) return { text: 'Failed to generate scene.', tone: 'error' };
  if (failed > 0) return { text: `Generated ${done} of ${total} scenes; ${failed} failed.`, tone: 'error' };
  return { text: total === 1 ? 'Scene generated!' : `Generated ${total} scenes!`, tone: 'success' };
}
