import type { JobItemResult } from './job-items';
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
/** A batch job's items, each reported on its own (the job's snapshot and event stream carry them). */
export interface JobItemsContext {
  /** The item begins (also again, when a lost attempt had begun it); written before it returns. */
  start(key: string, stage?: string): Promise<void>;
  /** The item's own 0–100 and stage; written with the job's progress, at most every ~100 ms. */
  progress(key: string, percent: number, stage?: string): void;
  /** The item is done, with what it made: its owner sees it at once, while the batch goes on. */
  complete(key: string, result: JobItemResult): Promise<void>;
  fail(key: string, error: string): Promise<void>;
}

export interface JobContext<TInput extends object> {
  job: JobRecord<TInput, object>;
  input: TInput;
  /** 1 on the first attempt. */
  attempt: number;
  /** Aborted when the attempt runs out of time, its worker loses its lease, or the process stops. */
  signal: AbortSignal;
  /** 0–100 (100 is left for completion) and an optional short stage label; written at most every ~100 ms. */
  progress(percent: number, stage?: string): void;
  /** The items of a batch job (submitted with `items`); reports for unknown keys change nothing. */
  items: JobItemsContext;
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
