/** Codes the runner answers with; the backend maps them onto its own errors. */
export type RunnerErrorCode = 'NOT_FOUND' | 'NOT_RUNNING' | 'APP_TIMEOUT' | 'NOT_ANSWERING' | 'UNAVAILABLE' | 'BUSY' | 'INVALID' | 'UNAUTHORIZED';

const STATUS: Readonly<Record<RunnerErrorCode, number>> = {
  NOT_FOUND: 404,
  NOT_RUNNING: 409,
  APP_TIMEOUT: 504,
  NOT_ANSWERING: 502,
  UNAVAILABLE: 503,
  BUSY: 429,
  INVALID: 400,
  UNAUTHORIZED: 401,
};

/** Retry-After of BUSY: idle apps stop after minutes, so a minute is the honest wait. */
export const RUNNER_BUSY_RETRY_SECONDS = 60;
export const RUNNER_BUSY_MESSAGE = 'All preview slots are busy. Try again in a minute.';

/** A failure with a message meant for the studio's Terminal and request panel. */
export class RunnerError extends Error {
  constructor(
    readonly code: RunnerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = RunnerError.name;
  }

  get status(): number {
    return STATUS[this.code];
  }

  static notFound(): RunnerError {
    return new RunnerError('NOT_FOUND', 'There is no such running app.');
  }

  static notRunning(reason: string | null): RunnerError {
    return new RunnerError('NOT_RUNNING', reason ? `The app is not running. ${reason}` : 'The app is not running yet.');
  }

  static appTimeout(seconds: number): RunnerError {
    return new RunnerError('APP_TIMEOUT', `The app did not answer within ${seconds} s.`);
  }

  static notAnswering(): RunnerError {
    return new RunnerError('NOT_ANSWERING', 'The app closed the connection without answering (it may have crashed: see the Terminal).');
  }

  static unavailable(reason: string): RunnerError {
    return new RunnerError('UNAVAILABLE', reason);
  }

  /** Every slot holds another owner's app within their fair share. */
  static busy(): RunnerError {
    return new RunnerError('BUSY', RUNNER_BUSY_MESSAGE);
  }

  static invalid(message: string): RunnerError {
    return new RunnerError('INVALID', message);
  }
}
