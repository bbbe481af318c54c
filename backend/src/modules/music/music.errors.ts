import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { heldJobErrors } from '../../jobs/http/held-job-errors';

export enum MusicErrorCode {
  PROJECT_NOT_FOUND = 'PROJECT_NOT_FOUND',
  PROJECT_EXISTS = 'PROJECT_EXISTS',
  SESSION_REQUIRED = 'SESSION_REQUIRED',
  SIGN_IN_REQUIRED = 'SIGN_IN_REQUIRED',
  NO_BEAT = 'NO_BEAT',
  INVALID_ARRANGEMENT = 'INVALID_ARRANGEMENT',
  REQUEST_ID_REUSED = 'REQUEST_ID_REUSED',
}

export class MusicException extends AppException<MusicErrorCode> {
  /** Also for another owner's project: whether an id exists is nobody else's business. */
  static projectNotFound(): MusicException {
    return new MusicException(MusicErrorCode.PROJECT_NOT_FOUND, 'No music project with this id.', HttpStatus.NOT_FOUND);
  }

  static projectExists(): MusicException {
    return new MusicException(MusicErrorCode.PROJECT_EXISTS, 'You already have a music project with this id.', HttpStatus.CONFLICT);
  }

  static sessionRequired(): MusicException {
    return new MusicException(
      MusicErrorCode.SESSION_REQUIRED,
      'session_id is required when you are not signed in: it identifies your browser’s projects.',
      HttpStatus.BAD_REQUEST,
    );
  }

  /** Visitors write lyrics; beats and exports come with an account on Pro (or its free trial). */
  static signInRequired(): MusicException {
    return new MusicException(
      MusicErrorCode.SIGN_IN_REQUIRED,
      'Sign in to generate beats and exports: Music Studio access comes with Pro, which you can try free for 14 days. Your project moves to your account.',
      HttpStatus.UNAUTHORIZED,
    );
  }

  static noBeat(): MusicException {
    return new MusicException(MusicErrorCode.NO_BEAT, 'This project has no beat yet: generate one first.', HttpStatus.CONFLICT);
  }

  static invalidArrangement(reason: string): MusicException {
    return new MusicException(MusicErrorCode.INVALID_ARRANGEMENT, reason, HttpStatus.BAD_REQUEST);
  }

  static requestIdReused(): MusicException {
    return new MusicException(
      MusicErrorCode.REQUEST_ID_REUSED,
      'This request_id was already used for another request; send a new request_id.',
      HttpStatus.CONFLICT,
    );
  }
}

/** A held beat render or export that cannot answer with its result. */
export const HELD_MUSIC_ERRORS = heldJobErrors({
  subject: 'The render',
  pickedUp: 'this render',
  carriesOn: 'the render',
  failedMessage: 'The render failed. Please try again.',
});
