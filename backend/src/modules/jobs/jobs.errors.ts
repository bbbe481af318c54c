import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';

export enum JobsErrorCode {
  JOB_NOT_FOUND = 'JOB_NOT_FOUND',
}

export class JobsException extends AppException<JobsErrorCode> {
  /** Also for someone else's job: whether an id exists is nobody else's business. */
  static notFound(): JobsException {
    return new JobsException(JobsErrorCode.JOB_NOT_FOUND, 'No job with this id.', HttpStatus.NOT_FOUND);
  }
}
