/** Injection token for the JobsOptions of this process. */
export const JOBS_OPTIONS = Symbol('JOBS_OPTIONS');

/** pg-boss keeps its tables apart from the app's, in the same database. */
export const JOBS_SCHEMA = 'pgboss';

export interface JobsOptions {
  databaseUrl: string;
  /** Whether this process runs job handlers (WORKER=1, or the all-in-one process); otherwise it only enqueues. */
  consume: boolean;
  maintenanceIntervalSeconds: number;
}

/** What an area declares about one of its queues; applied to every job it sends. */
export interface QueueSpec {
  name: string;
  retryLimit: number;
  /** Seconds after which a running job counts as lost (worker died or hung) and is failed into a retry. */
  expireInSeconds: number;
  /** Queue that receives a job once it has failed for good, including through expiry. */
  deadLetter?: string;
}

export interface JobConsumer<T extends object> {
  queue: string;
  /** Jobs one process runs at the same time from this queue. */
  concurrency: number;
  handle(job: ConsumedJob<T>): Promise<void>;
}

export interface ConsumedJob<T extends object> {
  id: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  expireInSeconds: number;
}

/** What pg-boss runs a statement on when given a `db` instead of its pool: e.g. a transaction of ours. */
export interface SqlExecutor {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}
