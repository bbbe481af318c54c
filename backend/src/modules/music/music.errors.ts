import { HttpStatus } from '@nestjs/common';
import { answer, errorFamily } from '../../common/error-family';
import { heldJobErrors } from '../../jobs/http/held-job-errors';
import { NO_NOTES_MESSAGE } from './music.constants';

export const MusicException = errorFamily('MusicException', {
  /** Also for another owner's project: whether an id exists is nobody else's business. */
  projectNotFound: answer('PROJECT_NOT_FOUND', HttpStatus.NOT_FOUND, 'No music project with this id.'),
  projectExists: answer('PROJECT_EXISTS', HttpStatus.CONFLICT, 'You already have a music project with this id.'),
  sessionRequired: answer(
    'SESSION_REQUIRED',
    HttpStatus.BAD_REQUEST,
    'session_id is required when you are not signed in: it identifies your browser’s projects.',
  ),
  /** Visitors write lyrics; beats and exports come with an account on Pro (or its free trial). */
  signInRequired: answer(
    'SIGN_IN_REQUIRED',
    HttpStatus.UNAUTHORIZED,
    'Sign in to generate beats and exports: Music Studio access comes with Pro, which you can try free for 14 days. Your project moves to your account.',
  ),
  noBeat: answer('NO_BEAT', HttpStatus.CONFLICT, 'This project has no beat yet: generate one first.'),
  noNotes: answer('NO_NOTES', HttpStatus.CONFLICT, NO_NOTES_MESSAGE),
  invalidArrangement: answer('INVALID_ARRANGEMENT', HttpStatus.BAD_REQUEST),
  requestIdReused: answer('REQUEST_ID_REUSED', HttpStatus.CONFLICT, 'This request_id was already used for another request; send a new request_id.'),
});
export type MusicException = InstanceType<typeof MusicException>;

/** A held beat render or export that cannot answer with its result. */
export const HELD_MUSIC_ERRORS = heldJobErrors({
  subject: 'The render',
  pickedUp: 'this render',
  carriesOn: 'the render',
  failedMessage: 'The render failed. Please try again.',
});
