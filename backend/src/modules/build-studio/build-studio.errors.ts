import { HttpStatus } from '@nestjs/common';
import { answer, errorFamily, retryAfter } from '../../common/error-family';
import { RUNNER_BUSY_MESSAGE, RUNNER_BUSY_RETRY_SECONDS } from '../../runner/runner.errors';

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
    /** An upload that is not a complete, well-formed git bundle; the message says what is wrong. */
    invalidGitBundle: answer('INVALID_GIT_BUNDLE', HttpStatus.BAD_REQUEST),
    gitBundleRequired: answer('GIT_BUNDLE_REQUIRED', HttpStatus.BAD_REQUEST, 'Choose a git bundle to import (multipart field "bundle").'),
    gitBundleTooLarge: answer('GIT_BUNDLE_TOO_LARGE', HttpStatus.PAYLOAD_TOO_LARGE, 'A git bundle to import is at most 8 MB.'),
    runnerUnavailable: answer('RUNNER_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE),
    /** Every preview slot holds another owner's app within their fair share (README, Build Studio). */
    runnerBusy: answer('RUNNER_BUSY', HttpStatus.TOO_MANY_REQUESTS, RUNNER_BUSY_MESSAGE, () => retryAfter(RUNNER_BUSY_RETRY_SECONDS)),
    runRateLimited: answer(
      'RUN_RATE_LIMITED',
      HttpStatus.TOO_MANY_REQUESTS,
      (retryAfterSeconds: number) => `Too many runs. Try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`,
      retryAfter,
    ),
    staticProject: answer(
      'STATIC_PROJECT',
      HttpStatus.BAD_REQUEST,
      'Static websites run in the browser preview; only Node.js and Python projects run on the runner.',
    ),
    publicationNotFound: answer('PUBLICATION_NOT_FOUND', HttpStatus.NOT_FOUND, 'This project is not published.'),
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
        case 'BUSY':
          return studio.runnerBusy();
        default:
          return studio.runnerUnavailable(message);
      }
    },
  }),
);
export type BuildStudioException = InstanceType<typeof BuildStudioException>;
