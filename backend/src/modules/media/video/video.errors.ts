import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../../common/app.exception';
import { VIDEO_FAILED_MESSAGE } from './video.constants';

export enum VideoErrorCode {
  ENGINE_FAILED = 'ENGINE_FAILED',
  ENGINE_TIMEOUT = 'ENGINE_TIMEOUT',
  JOB_NOT_FOUND = 'JOB_NOT_FOUND',
  REQUEST_ID_REUSED = 'REQUEST_ID_REUSED',
  SHUTTING_DOWN = 'SHUTTING_DOWN',
  CLIENT_CLOSED_REQUEST = 'CLIENT_CLOSED_REQUEST',
}

/** nginx's status for a client that left before the answer; nobody reads it, it only keeps logs honest. */
const CLIENT_CLOSED_REQUEST = 499;

export class VideoException extends AppException<VideoErrorCode> {
  /** Also for jobs of someone else: whether a request id exists is nobody else's business. */
  static jobNotFound(): VideoException {
    return new VideoException(VideoErrorCode.JOB_NOT_FOUND, 'No video job with this request id.', HttpStatus.NOT_FOUND);
  }

  static requestIdReused(): VideoException {
    return new VideoException(
      VideoErrorCode.REQUEST_ID_REUSED,
      'This request_id was already used for another prompt; send a new request_id.',
      HttpStatus.CONFLICT,
    );
  }

  /** A failed job, from what its worker stored: timeouts are 504, everything else the provider's fault (502). */
  static jobFailed(kind: string | null, message: string | null): VideoException {
    if (kind === 'timeout') {
      return new VideoException(VideoErrorCode.ENGINE_TIMEOUT, message ?? VIDEO_FAILED_MESSAGE, HttpStatus.GATEWAY_TIMEOUT);
    }
    return new VideoException(VideoErrorCode.ENGINE_FAILED, message ?? VIDEO_FAILED_MESSAGE, HttpStatus.BAD_GATEWAY);
  }

  /** The job keeps running; the same request_id picks it up again. */
  static stillRunning(): VideoException {
    return new VideoException(
      VideoErrorCode.ENGINE_TIMEOUT,
      'The video is taking longer than expected. Send the same request again to keep waiting for it.',
      HttpStatus.GATEWAY_TIMEOUT,
    );
  }

  static shuttingDown(): VideoException {
    return new VideoException(
      VideoErrorCode.SHUTTING_DOWN,
      'The server is restarting. Send the same request again to pick up this video.',
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }

  static clientGone(): VideoException {
    return new VideoException(
      VideoErrorCode.CLIENT_CLOSED_REQUEST,
      'The client disconnected; the video job carries on.',
      CLIENT_CLOSED_REQUEST as HttpStatus,
    );
  }
}
