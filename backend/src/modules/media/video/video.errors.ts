import { HttpStatus } from '@nestjs/common';
import { answer, errorFamily } from '../../../common/error-family';
import { heldJobErrors } from '../../../jobs/http/held-job-errors';
import { VIDEO_FAILED_MESSAGE } from './video.constants';

export const VideoException = errorFamily('VideoException', {
  /** Also for jobs of someone else: whether a request id exists is nobody else's business. */
  jobNotFound: answer('JOB_NOT_FOUND', HttpStatus.NOT_FOUND, 'No video job with this request id.'),
  requestIdReused: answer('REQUEST_ID_REUSED', HttpStatus.CONFLICT, 'This request_id was already used for another prompt; send a new request_id.'),
});
export type VideoException = InstanceType<typeof VideoException>;

/** A held POST /api/video/generate that cannot answer with the video (the job keeps running; the same request_id picks it up again). */
export const HELD_VIDEO_ERRORS = heldJobErrors({
  subject: 'The video',
  pickedUp: 'this video',
  carriesOn: 'the video job',
  failedMessage: VIDEO_FAILED_MESSAGE,
});
