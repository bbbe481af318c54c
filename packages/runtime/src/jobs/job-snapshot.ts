import type { JobDto } from '@atelier/api-types';

/** A durable job as GET /api/jobs/:id and every `job` event of its stream describe it. */
export type JobSnapshot = JobDto;
export type JobStatus = JobDto['status'];

export function isFinalJob(job: Pick<JobSnapshot, 'status'>): boolean {
  return job.status === 'completed' || job.status === 'failed' || job.status === 'cancelled';
}

/** One item of a batch job (e.g. a scene of "Generate All Scenes"), with its own state. */
export type JobItemSnapshot = JobDto['items'][number];

/** The item of `job` with this key (e.g. a scene id); null when the job has no such item. */
export function jobItem(job: Pick<JobSnapshot, 'items'> | null | undefined, key: string): JobItemSnapshot | null {
  return job?.items?.find((item) => item.key === key) ?? null;
}
