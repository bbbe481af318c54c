import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { fixedAnswer } from '../../common/fixed-answer';

export enum DownloadsErrorCode {
  DOWNLOAD_UNAVAILABLE = 'DOWNLOAD_UNAVAILABLE',
}

export class DownloadsException extends AppException<DownloadsErrorCode> {
  /** The WordPress sources are missing from this installation (a packaging fault, logged in full). */
  static unavailable = fixedAnswer(
    DownloadsException, DownloadsErrorCode.DOWNLOAD_UNAVAILABLE, HttpStatus.SERVICE_UNAVAILABLE,
    'This download is not available right now. Please try again later.',
  );
}
