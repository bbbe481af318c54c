import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { EngineFailureException } from '../../engines/engine-error-responses';
import type { JobRecord } from '../job-record';

/**
 * The answers a held request gives when it cannot answer with the job's result (ARCHITECTURE §7): the
 * same codes and statuses in every area, so JobHttp can hold any area's request.
 */
export interface HeldJobErrors {
  /** The server is stopping (503): the same request again picks the job up. */
  shuttingDown(): Error;
  /** The client went away (499): nobody reads the answer, the job carries on. */
  clientGone(): Error;
  /** The wait ran out (504): the job carries on; asking again keeps waiting for it. */
  stillRunning(): Error;
  /** The job ended without completing (failed or cancelled). */
  failed(job: JobRecord<object, object>): Error;
}

export enum HeldJobErrorCode {
  ENGINE_TIMEOUT = 'ENGINE_TIMEOUT',
  SHUTTING_DOWN = 'SHUTTING_DOWN',
  CLIENT_CLOSED_REQUEST = 'CLIENT_CLOSED_REQUEST',
}

/** nginx's status for a client that left before the answer; nobody reads it, it only keeps logs honest. */
const CLIENT_CLOSED_REQUEST = 499;

export class HeldJobException extends AppException<HeldJobErrorCode> {}

/** How an area names the work a request waits for; the answers' texts are built from these words. */
export interface HeldWork {
  /** Who is late: "The video" → "The video is taking longer than expected." */
  subject: string;
  /** Said before the advice to repeat, when the subject does not say the work goes on: "It carries on". */
  carriesOnNote?: string;
  /** What a repeated request picks up: "this video" → "… Send the same request again to pick up this video." */
  pickedUp: string;
  /** What goes on when the client leaves: "the video job" → "The client disconnected; the video job carries on." */
  carriesOn: string;
  /** The text of a failed job that has no message of its own. */
  failedMessage: string;
}

/** One area's held-job answers: 504 ENGINE_TIMEOUT, 503 SHUTTING_DOWN, 499 CLIENT_CLOSED_REQUEST, and the engine-error table (§8) for a failure. */
export function heldJobErrors(work: HeldWork): HeldJobErrors {
  const keepWaiting = 'the same request again to keep waiting for it.';
  const lateAdvice = work.carriesOnNote ? `${work.carriesOnNote}: send ${keepWaiting}` : `Send ${keepWaiting}`;
  return {
    stillRunning: () =>
      new HeldJobException(HeldJobErrorCode.ENGINE_TIMEOUT, `${work.subject} is taking longer than expected. ${lateAdvice}`, HttpStatus.GATEWAY_TIMEOUT),
    shuttingDown: () =>
      new HeldJobException(
        HeldJobErrorCode.SHUTTING_DOWN,
        `The server is restarting. Send the same request again to pick up ${work.pickedUp}.`,
        HttpStatus.SERVICE_UNAVAILABLE,
      ),
    clientGone: () =>
      new HeldJobException(
        HeldJobErrorCode.CLIENT_CLOSED_REQUEST,
        `The client disconnected; ${work.carriesOn} carries on.`,
        CLIENT_CLOSED_REQUEST as HttpStatus,
      ),
    failed: (job) => EngineFailureException.ofKind(job.error?.code ?? null, job.error?.message ?? work.failedMessage),
  };
}
