import { HttpStatus } from '@nestjs/common';
import { answer, errorFamily } from '../../common/error-family';

export const GENERIC_ENGINE_FAILURE = 'The code engine could not answer. Please try again.';

export const BuildStudioException = errorFamily(
  'BuildStudioException',
  {
    /** A project that breaks a rule: a path, the file count or size, a duplicate. */
    invalidProject: answer('INVALID_PROJECT', HttpStatus.BAD_REQUEST),
    invalidAttachment: answer('INVALID_ATTACHMENT', HttpStatus.BAD_REQUEST),
    /** A small file that declares a huge image (a decompression bomb): refused from its header, nothing decoded. */
    attachmentTooManyPixels: answer(
      'ATTACHMENT_TOO_MANY_PIXELS',
      HttpStatus.PAYLOAD_TOO_LARGE,
      (maxMegapixels: number) => `The attached image is too large: at most ${maxMegapixels} megapixels.`,
    ),
    projectNotFound: answer('PROJECT_NOT_FOUND', HttpStatus.NOT_FOUND, 'There is no such project in your account.'),
    versionNotFound: answer('VERSION_NOT_FOUND', HttpStatus.NOT_FOUND, 'This project has no such version.'),
    generationNotFound: answer('GENERATION_NOT_FOUND', HttpStatus.NOT_FOUND, 'That answer is no longer available; ask again.'),
    projectLimit: answer(
      'PROJECT_LIMIT_REACHED',
      HttpStatus.CONFLICT,
      (limit: number) => `An account keeps at most ${limit} projects. Delete one to save another.`,
    ),
    runnerUnavailable: answer('RUNNER_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE),
    staticProject: answer(
      'STATIC_PROJECT',
      HttpStatus.BAD_REQUEST,
      'Static websites run in the browser preview; only Node.js and Python projects run on the runner.',
    ),
    runNotFound: answer('RUN_NOT_FOUND', HttpStatus.NOT_FOUND, 'There is no such run; start the app again.'),
    runNotRunning: answer('RUN_NOT_RUNNING', HttpStatus.CONFLICT),
    appTimeout: answer('APP_TIMEOUT', HttpStatus.GATEWAY_TIMEOUT),
    appNotAnswering: answer('APP_NOT_ANSWERING', HttpStatus.BAD_GATEWAY),
    unknownStudioOrigin: answer('UNKNOWN_STUDIO_ORIGIN', HttpStatus.BAD_REQUEST, "The preview can only be shown by this site's studio."),
  },
  (studio) => ({
    /** What the runner said, with our code: not found, not running, timed out, or no answer. */
    fromRunner(code: string, message: string) {
      switch (code) {
        case 'NOT_FOUND':
          return studio.runNotFound();
        case 'NOT_RUNNING':
          return studio.runNotRunning(message);
        case 'APP_TIMEOUT':
          return studio.appTimeout(message);
        case 'NOT_ANSWERING':
          return studio.appNotAnswering(message);
        case 'INVALID':
          return studio.invalidProject(message);
        default:
          return studio.runnerUnavailable(message);
      }
    },
  }),
);
export type BuildStudioException = InstanceType<typeof BuildStudioException>;
