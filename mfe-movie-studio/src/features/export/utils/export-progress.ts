import type { FollowedJob } from '../../../lib/hooks/use-movie-jobs';

/** What the toolbar shows of an export under way: its percent once the job runs, and the stage it is at. */
export interface ExportProgress {
  percent: number | null;
  stage: string | null;
}

/**
 * An export is under way from the click (its POST pending) until its job ends; null when none is. The
 * percent stands only while the job is active: queued, or before its first state, the bar is indeterminate.
 */
export function exportProgress(requesting: boolean, job: FollowedJob | undefined): ExportProgress | null {
  if (!requesting && !job) return null;
  return { percent: job?.snapshot?.status === 'active' ? job.snapshot.progress : null, stage: job?.snapshot?.stage ?? null };
}
