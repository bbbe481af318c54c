import type { JobRecord } from './job-record';

/** A paid step began in an earlier attempt without recording that it finished: running it again could charge twice. */
export class PaidStepInterruptedError extends Error {
  constructor(readonly step: string) {
    super(`The paid step "${step}" was interrupted in an earlier attempt; it is not run again.`);
    this.name = 'PaidStepInterruptedError';
  }
}

/** An attempt whose row was taken over (its worker was presumed dead) must stop: nothing it writes counts. */
export class AttemptSupersededError extends Error {
  constructor(jobId: string, attempt: number) {
    super(`job ${jobId}: attempt ${attempt} was superseded`);
    this.name = 'AttemptSupersededError';
  }
}

/** What a job kind's `run` gets for one attempt. */
export interface JobContext<TInput extends object> {
  job: JobRecord;
  input: TInput;
  /** 1 on the first attempt. */
  attempt: number;
  /** Aborted when the attempt runs out of time, its worker loses its lease, or the process stops. */
  signal: AbortSignal;
  /** 0–100 (100 is left for completion) and an optional short stage label; written at most every ~100 ms. */
  progress(percent: number, stage?: string): void;
  /** A value an earlier attempt recorded (see `checkpoint`). */
  recalled<T>(name: string): T | undefined;
  /** Records a value for later attempts, before going on (e.g. a provider's job id before polling it). */
  checkpoint(name: string, value: unknown): Promise<void>;
  /**
   * Runs a step that costs money at most once across attempts: its start is recorded before it runs, its
   * result after; a later attempt gets the recorded result, and a step that started but never finished
   * fails the job (PaidStepInterruptedError) rather than paying again.
   */
  paidStep<T>(name: string, run: () => Promise<T>): Promise<T>;
  /**
   * For a paid step whose outcome the caller records itself (e.g. a provider job id, with `checkpoint`):
   * records that it begins, or throws PaidStepInterruptedError when an earlier attempt began it.
   */
  beginPaidStep(name: string): Promise<void>;
}
