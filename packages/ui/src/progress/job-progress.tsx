import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import { ProgressBar, type ProgressTone } from './progress-bar';
import './progress.css';

export type JobStatus = 'queued' | 'active' | 'completed' | 'failed';

/** A job as `watchJob(id)` in @atelier/runtime reports it (ui never imports runtime: the shape is repeated here). */
export interface JobSnapshot {
  status: JobStatus;
  /** 0–100. */
  progress: number;
  stage?: string | null;
  error?: { code: string; message: string } | null;
}

export interface JobProgressProps {
  job: JobSnapshot | null;
  /** What the job does (e.g. 'Movie export'); it names the progress bar. */
  label?: string;
  /** Text per stage id (e.g. `{ render: 'Rendering scenes' }`); a stage without one is shown as sent. */
  stageLabels?: Readonly<Record<string, string>>;
  /** Retry / Cancel buttons, laid out under the bar. */
  actions?: ReactNode;
  className?: string;
}

const STATUS_TEXT: Record<JobStatus, string> = {
  queued: 'Queued: waiting to start',
  active: 'In progress',
  completed: 'Completed',
  failed: 'Failed',
};
const TONE: Record<JobStatus, ProgressTone> = { queued: 'accent', active: 'accent', completed: 'success', failed: 'danger' };

/** The line announced (politely) when the job moves on: status and stage, never every percent. */
export function jobStatusText(job: JobSnapshot, stageLabels: Readonly<Record<string, string>> = {}): string {
  if (job.status === 'active' && job.stage) return stageLabels[job.stage] ?? job.stage;
  return STATUS_TEXT[job.status];
}

/** A job's progress: bar with percentage, stage, a failed state with its message, and a slot for Retry/Cancel. */
export function JobProgress({ job, label = 'Progress', stageLabels, actions, className }: JobProgressProps) {
  if (!job) return null;
  const queued = job.status === 'queued';
  const value = job.status === 'completed' ? 100 : job.progress;
  return (
    <div className={cx('at-job', `at-job--${job.status}`, className)}>
      <ProgressBar label={label} value={queued ? null : value} tone={TONE[job.status]} />
      <p className="at-job__status" role="status">
        {jobStatusText(job, stageLabels)}
      </p>
      {job.status === 'failed' ? (
        <p className="at-job__error" role="alert">
          {job.error?.message || 'The job failed. Please try again.'}
        </p>
      ) : null}
      {actions ? <div className="at-job__actions">{actions}</div> : null}
    </div>
  );
}
