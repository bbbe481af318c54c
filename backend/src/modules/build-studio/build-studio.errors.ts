import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { fixedAnswer, answerWithText } from '../../common/fixed-answer';

export enum BuildStudioErrorCode {
  INVALID_PROJECT = 'INVALID_PROJECT',
  INVALID_ATTACHMENT = 'INVALID_ATTACHMENT',
  ATTACHMENT_TOO_MANY_PIXELS = 'ATTACHMENT_TOO_MANY_PIXELS',
  PROJECT_NOT_FOUND = 'PROJECT_NOT_FOUND',
  VERSION_NOT_FOUND = 'VERSION_NOT_FOUND',
  GENERATION_NOT_FOUND = 'GENERATION_NOT_FOUND',
  PROJECT_LIMIT_REACHED = 'PROJECT_LIMIT_REACHED',
  RUNNER_UNAVAILABLE = 'RUNNER_UNAVAILABLE',
  RUN_NOT_FOUND = 'RUN_NOT_FOUND',
  RUN_NOT_RUNNING = 'RUN_NOT_RUNNING',
  APP_TIMEOUT = 'APP_TIMEOUT',
  APP_NOT_ANSWERING = 'APP_NOT_ANSWERING',
  STATIC_PROJECT = 'STATIC_PROJECT',
}

export const GENERIC_ENGINE_FAILURE = 'The code engine could not answer. Please try again.';

export class BuildStudioException extends AppException<BuildStudioErrorCode> {
  /** A project that breaks a rule: a path, the file count or size, a duplicate. */
  static invalidProject = answerWithText(BuildStudioException, BuildStudioErrorCode.INVALID_PROJECT, HttpStatus.BAD_REQUEST);

  static invalidAttachment = answerWithText(BuildStudioException, BuildStudioErrorCode.INVALID_ATTACHMENT, HttpStatus.BAD_REQUEST);

  /** A small file that declares a huge image (a decompression bomb): refused from its header, nothing decoded. */
  static attachmentTooManyPixels(maxMegapixels: number): BuildStudioException {
    return new BuildStudioException(
      BuildStudioErrorCode.ATTACHMENT_TOO_MANY_PIXELS,
      `The attached image is too large: at most ${maxMegapixels} megapixels.`,
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }

  static projectNotFound = fixedAnswer(
    BuildStudioException, BuildStudioErrorCode.PROJECT_NOT_FOUND, HttpStatus.NOT_FOUND,
    'There is no such project in your account.',
  );

  static versionNotFound = fixedAnswer(
    BuildStudioException, BuildStudioErrorCode.VERSION_NOT_FOUND, HttpStatus.NOT_FOUND,
    'This project has no such version.',
  );

  static generationNotFound = fixedAnswer(
    BuildStudioException, BuildStudioErrorCode.GENERATION_NOT_FOUND, HttpStatus.NOT_FOUND,
    'That answer is no longer available; ask again.',
  );

  static projectLimit(limit: number): BuildStudioException {
    return new BuildStudioException(
      BuildStudioErrorCode.PROJECT_LIMIT_REACHED,
      `An account keeps at most ${limit} projects. Delete one to save another.`,
      HttpStatus.CONFLICT,
    );
  }

  static runnerUnavailable = answerWithText(BuildStudioException, BuildStudioErrorCode.RUNNER_UNAVAILABLE, HttpStatus.SERVICE_UNAVAILABLE);

  static staticProject = fixedAnswer(
    BuildStudioException, BuildStudioErrorCode.STATIC_PROJECT, HttpStatus.BAD_REQUEST,
    'Static websites run in the browser preview; only Node.js and Python projects run on the runner.',
  );

  /** What the runner said, with our code: not found, not running, timed out, or no answer. */
  static fromRunner(code: string, message: string): BuildStudioException {
    switch (code) {
      case 'NOT_FOUND':
        return new BuildStudioException(BuildStudioErrorCode.RUN_NOT_FOUND, 'There is no such run; start the app again.', HttpStatus.NOT_FOUND);
      case 'NOT_RUNNING':
        return new BuildStudioException(BuildStudioErrorCode.RUN_NOT_RUNNING, message, HttpStatus.CONFLICT);
      case 'APP_TIMEOUT':
        return new BuildStudioException(BuildStudioErrorCode.APP_TIMEOUT, message, HttpStatus.GATEWAY_TIMEOUT);
      case 'NOT_ANSWERING':
        return new BuildStudioException(BuildStudioErrorCode.APP_NOT_ANSWERING, message, HttpStatus.BAD_GATEWAY);
      case 'INVALID':
        return BuildStudioException.invalidProject(message);
      default:
        return BuildStudioException.runnerUnavailable(message);
    }
  }
}
