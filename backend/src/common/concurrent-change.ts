import { HttpStatus } from '@nestjs/common';
import { SqlState, sqlStateOf } from '../database/sql-errors';
import { AppException } from './app.exception';
import { CommonErrorCode } from './common-error-code.enum';

export const VANISHED_REFERENCE_MESSAGE = 'Something this request refers to was deleted or changed meanwhile. Reload and try again.';
export const CONCURRENT_UPDATE_MESSAGE = 'Another request changed the same data at the same time. Try again.';

/**
 * 409 CONCURRENT_CHANGE for what PostgreSQL reports when two requests meet on the same rows: a foreign key
 * whose parent another request just deleted (or a parent deleted while a child was being added), a
 * serialization failure, a deadlock. Each is the client's race, not the server's fault; a service that
 * knows which row vanished answers better itself (e.g. 404 for a deleted conversation), this is the floor.
 * Undefined for anything else.
 */
export function fromConcurrentChange(error: unknown): AppException | undefined {
  switch (sqlStateOf(error)) {
    case SqlState.FOREIGN_KEY_VIOLATION:
      return new AppException(CommonErrorCode.CONCURRENT_CHANGE, VANISHED_REFERENCE_MESSAGE, HttpStatus.CONFLICT);
    case SqlState.SERIALIZATION_FAILURE:
    case SqlState.DEADLOCK_DETECTED:
      return new AppException(CommonErrorCode.CONCURRENT_CHANGE, CONCURRENT_UPDATE_MESSAGE, HttpStatus.CONFLICT);
    default:
      return undefined;
  }
}
