import type { JobDto } from '@atelier/api-types';

/** A durable job as GET /api/jobs/:id and every `job` event of its stream describe it. */
export type JobSnapshot = JobDto;
export type JobStatus = JobDto['status'];

export function isFinalJob(job: Pick<JobSnapshot, 'status'>): boolean {
  return job.status === 'completed' || job.status === 'failed' || job.status === 'cancelled';
}
