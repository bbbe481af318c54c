import type { ReservationRecord } from '../metering/reservation';
import type { JobItem } from './job-items';

export type JobStatus = 'queued' | 'active' | 'completed' | 'failed' | 'cancelled';

export const FINAL_STATUSES: readonly JobStatus[] = ['completed', 'failed', 'cancelled'];

/** Accounts own jobs by account; visitors by browser session. */
export interface JobOwner {
  userId: string | null;
  sessionId: string | null;
}

/** A `jobs` row as the code uses it; typed by its kind once narrowed with `jobOfKind`. */
export interface JobRecord<TInput extends object = object, TResult extends object = object> {
  id: string;
  kind: string;
  owner: JobOwner;
  projectId: string | null;
  requestKey: string | null;
  status: JobStatus;
  progress: number;
  stage: string | null;
  attempt: number;
  input: TInput;
  result: TResult | null;
  /** A batch's items, each with its own state (empty for jobs of one piece of work). */
  items: JobItem[];
  error: { code: string; message: string } | null;
  /** Values an attempt recorded for later attempts (e.g. a provider's job id, so a paid step never runs twice). */
  checkpoints: Record<string, unknown>;
  reservations: ReservationRecord[];
  /** Holder (`process:<lease>`) running the current attempt. */
  worker: string | null;
  version: number;
  createdAt: Date;
  startedAt: Date | null;
  updatedAt: Date;
  finishedAt: Date | null;
}

export interface JobRow {
  id: string;
  kind: string;
  owner_user_id: string | null;
  owner_session_id: string | null;
  project_id: string | null;
  request_key: string | null;
  status: JobStatus;
  progress: number;
  stage: string | null;
  attempt: number;
  input: Record<string, unknown>;
  result: Record<string, unknown> | null;
  items: JobItem[];
  error_code: string | null;
  error_message: string | null;
  checkpoints: Record<string, unknown>;
  reservations: ReservationRecord[];
  worker: string | null;
  version: number;
  created_at: Date;
  started_at: Date | null;
  updated_at: Date;
  finished_at: Date | null;
}

export const JOB_COLUMNS = `id, kind, owner_user_id, owner_session_id, project_id, request_key, status, progress, stage,
  attempt, input, result, items, error_code, error_message, checkpoints, reservations, worker, version, created_at,
  started_at, updated_at, finished_at`;

export function toJobRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    owner: { userId: row.owner_user_id, sessionId: row.owner_session_id },
    projectId: row.project_id,
    requestKey: row.request_key,
    status: row.status,
    progress: row.progress,
    stage: row.stage,
    attempt: row.attempt,
    input: row.input,
    result: row.result,
    items: row.items ?? [],
    error: row.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null,
    checkpoints: row.checkpoints,
    reservations: row.reservations,
    worker: row.worker,
    version: row.version,
    createdAt: row.created_at,
    startedAt: row.started_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}

export function isFinal(status: JobStatus): boolean {
  return FINAL_STATUSES.includes(status);
}
