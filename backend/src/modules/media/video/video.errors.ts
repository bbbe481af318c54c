import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../../common/app.exception';

export enum VideoErrorCode {
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
