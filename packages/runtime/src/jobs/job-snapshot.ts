/** A durable job as GET /api/jobs/:id and its event stream describe it. */
export type JobStatus = 'queued' | 'active' | 'completed' | 'failed' | 'cancelled';

export interface JobSnapshot {
  id: string;
  kind: string;
  status: JobStatus;
  /** 0–100 */
  progress: number;
  /** What the job is doing now, e.g. 'Rendering'. */
  stage: string | null;
  attempt: number;
  project_id: string | null;
  /** Kind-specific, once completed (e.g. `media_id` for a video). */
  result: Record<string, unknown> | null;
  error: { code: string; message: string } | null;
  /** Grows with every change; the event stream's event id. */
  version: number;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export function isFinalJob(job: Pick<JobSnapshot, 'status'>): boolean {
  return job.status === 'completed' || job.status === 'failed' || job.status === 'cancelled';
}
