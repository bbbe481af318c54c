import type { JobContext } from './job-context';

/** Why an attempt failed, as the job's row will say it; `retry` asks for another attempt if any are left. */
export interface JobFailure {
  code: string;
  message: string;
  retry: boolean;
}

/**
 * A kind of long work as both sides know it: whoever submits jobs (to name the queue and its retry
 * policy) and whoever runs them.
 */
export interface JobKindSpec<TInput extends object = object, TResult extends object = object> {
  /** e.g. `video.generate`; stored on every job and shown to its owner. */
  name: string;
  /**
   * Never set: carries the kind's input and result types, so a job found or submitted through its kind
   * is typed (see `jobOfKind`).
   */
  readonly types?: { input: TInput; result: TResult };
  /** Jobs one process runs side by side. */
  concurrency: number;
  /** Further attempts after the first (retryable failures, timeouts and dead workers). */
  retryLimit: number;
  /** An attempt running longer than this is stopped (and retried while attempts are left). */
  expireInSeconds: number;
  /** Stored when every attempt was lost (workers died or ran out of time). */
  lostFailure: { code: string; message: string };
}

/**
 * The running side of a kind, registered by the area's worker module. The framework stores the job,
 * hands it to a worker, reports progress to its owner, retries it when an attempt fails in a retryable
 * way or its worker dies, and settles (on success) or releases (on final failure) the usage it holds.
 */
export interface JobKind<TInput extends object = object, TResult extends object = object> extends JobKindSpec<TInput, TResult> {
  run(context: JobContext<TInput>): Promise<TResult>;
  /** What a thrown error means for the job; also gives the owner-facing message. */
  describeFailure(error: unknown): JobFailure;
}

/** pg-boss queue names: `video.generate` → `video-generate` (and `video-generate-failed` for the lost ones). */
export function queueOf(kind: string): string {
  return kind.replace(/\./g, '-');
}

export function deadLetterQueueOf(kind: string): string {
  return `${queueOf(kind)}-failed`;
}
