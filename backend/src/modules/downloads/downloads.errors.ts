import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';

export enum DownloadsErrorCode {
  DOWNLOAD_UNAVAILABLE = 'DOWNLOAD_UNAVAILABLE',
}

export class DownloadsException extends AppException<DownloadsErrorCode> {
  /** The WordPress sources are missing from this installation (a packaging fault, logged in full). */
  static unavailable(): DownloadsException {
    return new DownloadsException(
      DownloadsErrorCode.DOWNLOAD_UNAVAILABLE,
      'This download is not available right now. Please try again later.',
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}
