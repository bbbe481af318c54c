import type { JobSnapshot } from '@atelier/runtime';
import type { JobProgressProps } from '@atelier/ui';

/** The job as the shared progress bar shows it (a cancelled render reads as failed). */
export function progressView(job: JobSnapshot | null): JobProgressProps['job'] {
  if (!job) return null;
  return { status: job.status === 'cancelled' ? 'failed' : job.status, progress: job.progress, stage: job.stage, error: job.error };
}
