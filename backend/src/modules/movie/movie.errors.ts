import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { heldJobErrors } from '../../jobs/http/held-job-errors';
import {
  AVATAR_SIDE,
  MAX_CHARACTERS_PER_PROJECT,
  MAX_PROJECTS_PER_OWNER,
  MOVIE_TITLE_REQUIRED,
  NAME_AND_BIO_REQUIRED,
} from './movie.constants';

export enum MovieErrorCode {
  SESSION_REQUIRED = 'SESSION_REQUIRED',
  PROJECT_NOT_FOUND = 'PROJECT_NOT_FOUND',
  CHARACTER_NOT_FOUND = 'CHARACTER_NOT_FOUND',
  SCENE_NOT_FOUND = 'SCENE_NOT_FOUND',
  TITLE_REQUIRED = 'TITLE_REQUIRED',
  CHARACTER_INCOMPLETE = 'CHARACTER_INCOMPLETE',
  CHARACTER_NAME_TAKEN = 'CHARACTER_NAME_TAKEN',
  TOO_MANY_CHARACTERS = 'TOO_MANY_CHARACTERS',
  TOO_MANY_PROJECTS = 'TOO_MANY_PROJECTS',
  UNKNOWN_CHARACTER = 'UNKNOWN_CHARACTER',
  AVATAR_NOT_FOUND = 'AVATAR_NOT_FOUND',
  AVATAR_REQUIRED = 'AVATAR_REQUIRED',
  AVATAR_TOO_LARGE = 'AVATAR_TOO_LARGE',
  UNSUPPORTED_IMAGE = 'UNSUPPORTED_IMAGE',
  AVATAR_TOO_MANY_PIXELS = 'AVATAR_TOO_MANY_PIXELS',
  AVATAR_UNREADABLE = 'AVATAR_UNREADABLE',
  INVALID_UPLOAD = 'INVALID_UPLOAD',
  SCRIPT_NEEDS_TITLE = 'SCRIPT_NEEDS_TITLE',
  SCRIPT_NEEDS_CHARACTER = 'SCRIPT_NEEDS_CHARACTER',
  SCENES_RENDERING = 'SCENES_RENDERING',
  NOTHING_TO_RENDER = 'NOTHING_TO_RENDER',
  NO_COMPLETED_SCENES = 'NO_COMPLETED_SCENES',
}

export class MovieException extends AppException<MovieErrorCode> {
  static sessionRequired(): MovieException {
    return new MovieException(
      MovieErrorCode.SESSION_REQUIRED,
      "Sign in, or send your browser's session id in the X-Session-Id header (1 to 64 letters, digits, \"_\" or \"-\").",
      HttpStatus.BAD_REQUEST,
    );
  }

  /** Also for another owner's project: whether an id exists is nobody else's business. */
  static projectNotFound(): MovieException {
    return new MovieException(MovieErrorCode.PROJECT_NOT_FOUND, 'Movie project not found.', HttpStatus.NOT_FOUND);
  }

  static characterNotFound(): MovieException {
    return new MovieException(MovieErrorCode.CHARACTER_NOT_FOUND, 'Character not found.', HttpStatus.NOT_FOUND);
  }

  static sceneNotFound(): MovieException {
    return new MovieException(MovieErrorCode.SCENE_NOT_FOUND, 'Scene not found.', HttpStatus.NOT_FOUND);
  }

  static titleRequired(): MovieException {
    return new MovieException(MovieErrorCode.TITLE_REQUIRED, MOVIE_TITLE_REQUIRED, HttpStatus.BAD_REQUEST);
  }

  static characterIncomplete(): MovieException {
    return new MovieException(MovieErrorCode.CHARACTER_INCOMPLETE, NAME_AND_BIO_REQUIRED, HttpStatus.BAD_REQUEST);
  }

  static characterNameTaken(name: string): MovieException {
    return new MovieException(
      MovieErrorCode.CHARACTER_NAME_TAKEN,
      `This movie already has a character named "${name}": scenes tell characters apart by name.`,
      HttpStatus.CONFLICT,
    );
  }

  static tooManyCharacters(): MovieException {
    return new MovieException(
      MovieErrorCode.TOO_MANY_CHARACTERS,
      `A movie can have at most ${MAX_CHARACTERS_PER_PROJECT} characters.`,
      HttpStatus.CONFLICT,
    );
  }

  static tooManyProjects(): MovieException {
    return new MovieException(
      MovieErrorCode.TOO_MANY_PROJECTS,
      `You can keep at most ${MAX_PROJECTS_PER_OWNER} movies; delete one to start another.`,
      HttpStatus.CONFLICT,
    );
  }

  static unknownCharacter(): MovieException {
    return new MovieException(
      MovieErrorCode.UNKNOWN_CHARACTER,
      'character_ids must name characters of this movie.',
      HttpStatus.BAD_REQUEST,
    );
  }

  static avatarNotFound(): MovieException {
    return new MovieException(
      MovieErrorCode.AVATAR_NOT_FOUND,
      'avatar_filename must name an avatar uploaded to this movie (POST /api/movie/avatar/{projectId}).',
      HttpStatus.BAD_REQUEST,
    );
  }

  static avatarRequired(): MovieException {
    return new MovieException(MovieErrorCode.AVATAR_REQUIRED, 'Choose an image to upload (multipart field "file").', HttpStatus.BAD_REQUEST);
  }

  static avatarTooLarge(maxMegabytes: number): MovieException {
    return new MovieException(MovieErrorCode.AVATAR_TOO_LARGE, `Avatar must be ${maxMegabytes} MB or smaller.`, HttpStatus.PAYLOAD_TOO_LARGE);
  }

  static unsupportedImage(): MovieException {
    return new MovieException(
      MovieErrorCode.UNSUPPORTED_IMAGE,
      'Please upload an image file (PNG, JPEG, GIF or WebP).',
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    );
  }

  static avatarTooManyPixels(maxMegapixels: number): MovieException {
    return new MovieException(
      MovieErrorCode.AVATAR_TOO_MANY_PIXELS,
      `Avatar image is too large: at most ${maxMegapixels} megapixels.`,
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }

  static avatarUnreadable(): MovieException {
    return new MovieException(
      MovieErrorCode.AVATAR_UNREADABLE,
      `This image could not be read: it is damaged or incomplete (avatars are stored as ${AVATAR_SIDE}×${AVATAR_SIDE} PNG).`,
      HttpStatus.UNPROCESSABLE_ENTITY,
    );
  }

  static invalidUpload(reason: string): MovieException {
    return new MovieException(MovieErrorCode.INVALID_UPLOAD, reason, HttpStatus.BAD_REQUEST);
  }

  static scriptNeedsTitle(): MovieException {
    return new MovieException(MovieErrorCode.SCRIPT_NEEDS_TITLE, 'Please enter a movie title first!', HttpStatus.BAD_REQUEST);
  }

  static scriptNeedsCharacter(): MovieException {
    return new MovieException(
      MovieErrorCode.SCRIPT_NEEDS_CHARACTER,
      'Please add at least one character before generating scenes!',
      HttpStatus.BAD_REQUEST,
    );
  }

  static scenesRendering(): MovieException {
    return new MovieException(
      MovieErrorCode.SCENES_RENDERING,
      'Scenes of this movie are rendering; wait until they finish before making a new scene breakdown.',
      HttpStatus.CONFLICT,
    );
  }

  static nothingToRender(rendering: boolean): MovieException {
    return new MovieException(
      MovieErrorCode.NOTHING_TO_RENDER,
      rendering ? 'Every scene asked for is already rendering.' : 'Every scene is rendered and up to date.',
      HttpStatus.CONFLICT,
    );
  }

  static noCompletedScenes(): MovieException {
    return new MovieException(
      MovieErrorCode.NO_COMPLETED_SCENES,
      'Generate at least one scene before exporting the movie.',
      HttpStatus.CONFLICT,
    );
  }
}

/** A held scene render or export that cannot answer with its result; asking again (or following the job) picks it up. */
export const HELD_MOVIE_ERRORS = heldJobErrors({
  subject: 'This',
  carriesOnNote: 'It carries on',
  pickedUp: 'where it was',
  carriesOn: 'the job',
  failedMessage: 'The job did not finish.',
});
