import type { JobKindSpec } from './job-kind';
import type { JobRecord } from './job-record';

/** A kind's name with its input and result types: enough to read its jobs (JobKindSpec has the rest). */
export type JobKindName<TInput extends object, TResult extends object> = Pick<JobKindSpec<TInput, TResult>, 'name' | 'types'>;

/**
 * A job as its kind's types describe it. The row's `kind` is checked: a job submitted under another
 * kind is a bug, not a value to be read with the wrong shape.
 */
export function jobOfKind<TInput extends object, TResult extends object>(
  job: JobRecord<object, object>,
  kind: JobKindName<TInput, TResult>,
): JobRecord<TInput, TResult> {
  if (job.kind !== kind.name) throw new Error(`job ${job.id} is a ${job.kind} job, not ${kind.name}`);
  // The input was written by this kind's submitter and the result by its runner (JobsService.submit, JobRunner).
  return job as JobRecord<TInput, TResult>;
}
