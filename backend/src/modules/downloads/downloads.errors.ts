import { HttpStatus } from '@nestjs/common';
import { answer, errorFamily } from '../../common/error-family';

export const DownloadsException = errorFamily('DownloadsException', {
  /** The WordPress sources are missing from this installation (a packaging fault, logged in full). */
  unavailable: answer('DOWNLOAD_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE, 'This download is not available right now. Please try again later.'),
});
export type DownloadsException = InstanceType<typeof DownloadsException>;
