import { HttpStatus } from '@nestjs/common';
import { answer, errorFamily } from '../../common/error-family';
import { heldJobErrors } from '../../jobs/http/held-job-errors';
import {
  AVATAR_SIDE,
  MAX_CHARACTERS_PER_PROJECT,
  MAX_PROJECTS_PER_OWNER,
  MOVIE_TITLE_REQUIRED,
  NAME_AND_BIO_REQUIRED,
} from './movie.constants';

export const MovieException = errorFamily('MovieException', {
  sessionRequired: answer(
    'SESSION_REQUIRED',
    HttpStatus.BAD_REQUEST,
    "Sign in, or send your browser's session id in the X-Session-Id header (1 to 64 letters, digits, \"_\" or \"-\").",
  ),
  /** Also for another owner's project: whether an id exists is nobody else's business. */
  projectNotFound: answer('PROJECT_NOT_FOUND', HttpStatus.NOT_FOUND, 'Movie project not found.'),
  characterNotFound: answer('CHARACTER_NOT_FOUND', HttpStatus.NOT_FOUND, 'Character not found.'),
  sceneNotFound: answer('SCENE_NOT_FOUND', HttpStatus.NOT_FOUND, 'Scene not found.'),
  exportNotFound: answer('EXPORT_NOT_FOUND', HttpStatus.NOT_FOUND, 'Export not found.'),
  titleRequired: answer('TITLE_REQUIRED', HttpStatus.BAD_REQUEST, MOVIE_TITLE_REQUIRED),
  characterIncomplete: answer('CHARACTER_INCOMPLETE', HttpStatus.BAD_REQUEST, NAME_AND_BIO_REQUIRED),
  characterNameTaken: answer(
    'CHARACTER_NAME_TAKEN',
    HttpStatus.CONFLICT,
    (name: string) => `This movie already has a character named "${name}": scenes tell characters apart by name.`,
  ),
  tooManyCharacters: answer('TOO_MANY_CHARACTERS', HttpStatus.CONFLICT, `A movie can have at most ${MAX_CHARACTERS_PER_PROJECT} characters.`),
  tooManyProjects: answer(
    'TOO_MANY_PROJECTS',
    HttpStatus.CONFLICT,
    `You can keep at most ${MAX_PROJECTS_PER_OWNER} movies; delete one to start another.`,
  ),
  unknownCharacter: answer('UNKNOWN_CHARACTER', HttpStatus.BAD_REQUEST, 'character_ids must name characters of this movie.'),
  avatarNotFound: answer(
    'AVATAR_NOT_FOUND',
    HttpStatus.BAD_REQUEST,
    'avatar_filename must name an avatar uploaded to this movie (POST /api/movie/avatar/{projectId}).',
  ),
  avatarRequired: answer('AVATAR_REQUIRED', HttpStatus.BAD_REQUEST, 'Choose an image to upload (multipart field "file").'),
  avatarTooLarge: answer('AVATAR_TOO_LARGE', HttpStatus.PAYLOAD_TOO_LARGE, (maxMegabytes: number) => `Avatar must be ${maxMegabytes} MB or smaller.`),
  unsupportedImage: answer('UNSUPPORTED_IMAGE', HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Please upload an image file (PNG, JPEG, GIF or WebP).'),
  avatarTooManyPixels: answer(
    'AVATAR_TOO_MANY_PIXELS',
    HttpStatus.PAYLOAD_TOO_LARGE,
    (maxMegapixels: number) => `Avatar image is too large: at most ${maxMegapixels} megapixels.`,
  ),
  avatarUnreadable: answer(
    'AVATAR_UNREADABLE',
    HttpStatus.UNPROCESSABLE_ENTITY,
    `This image could not be read: it is damaged or incomplete (avatars are stored as ${AVATAR_SIDE}×${AVATAR_SIDE} PNG).`,
  ),
  invalidUpload: answer('INVALID_UPLOAD', HttpStatus.BAD_REQUEST),
  scriptNeedsTitle: answer('SCRIPT_NEEDS_TITLE', HttpStatus.BAD_REQUEST, 'Please enter a movie title first!'),
  scriptNeedsCharacter: answer('SCRIPT_NEEDS_CHARACTER', HttpStatus.BAD_REQUEST, 'Please add at least one character before generating scenes!'),
  scenesRendering: answer(
    'SCENES_RENDERING',
    HttpStatus.CONFLICT,
    'Scenes of this movie are rendering; wait until they finish before making a new scene breakdown.',
  ),
  nothingToRender: answer('NOTHING_TO_RENDER', HttpStatus.CONFLICT, (rendering: boolean) =>
    rendering ? 'Every scene asked for is already rendering.' : 'Every scene is rendered and up to date.',
  ),
  noSubtitles: answer('SUBTITLES_NOT_FOUND', HttpStatus.NOT_FOUND, 'This video has no subtitles.'),
  noCompletedScenes: answer('NO_COMPLETED_SCENES', HttpStatus.CONFLICT, 'Generate at least one scene before exporting the movie.'),
});
export type MovieException = InstanceType<typeof MovieException>;

/** A held scene render or export that cannot answer with its result; asking again (or following the job) picks it up. */
export const HELD_MOVIE_ERRORS = heldJobErrors({
  subject: 'This',
  carriesOnNote: 'It carries on',
  pickedUp: 'where it was',
  carriesOn: 'the job',
  failedMessage: 'The job did not finish.',
});
