import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../../common/app.exception';
import { heldJobErrors } from '../../../jobs/http/held-job-errors';
import { VIDEO_FAILED_MESSAGE } from './video.constants';

export enum VideoErrorCode {
  JOB_NOT_FOUND = 'JOB_NOT_FOUND',
  REQUEST_ID_REUSED = 'REQUEST_ID_REUSED',
}

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
}

/** A held POST /api/video/generate that cannot answer with the video (the job keeps running; the same request_id picks it up again). */
export const HELD_VIDEO_ERRORS = heldJobErrors({
  subject: 'The video',
  pickedUp: 'this video',
  carriesOn: 'the video job',
  failedMessage: VIDEO_FAILED_MESSAGE,
});
