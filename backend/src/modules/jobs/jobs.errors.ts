import { HttpStatus } from '@nestjs/common';
import { answer, errorFamily } from '../../common/error-family';

export const JobsException = errorFamily('JobsException', {
  /** Also for someone else's job: whether an id exists is nobody else's business. */
  notFound: answer('JOB_NOT_FOUND', HttpStatus.NOT_FOUND, 'No job with this id.'),
});
export type JobsException = InstanceType<typeof JobsException>;
