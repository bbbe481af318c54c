import { settledItems } from '../../jobs/job-items';
import type { JobRecord } from '../../jobs/job-record';
import type { JobDto } from '../../jobs/http/job.dto';

/** Owners, workers, held usage and checkpoints stay on the server. */
export function mapJob(job: JobRecord<object, object>): JobDto {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: job.progress,
    stage: job.stage,
    attempt: job.attempt,
    project_id: job.projectId,
    result: job.result,
    items: settledItems(job.items, job.status, job.error?.message ?? null),
    error: job.error,
    version: job.version,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}
