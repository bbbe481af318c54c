import { QueryFailedError } from 'typeorm';

/** The SQLSTATEs the code reacts to (PostgreSQL manual, appendix A). */
export const SqlState = {
  UNIQUE_VIOLATION: '23505',
  /** A row refers to one that is not there, or a row still referred to was to be deleted. */
  FOREIGN_KEY_VIOLATION: '23503',
  SERIALIZATION_FAILURE: '40001',
  DEADLOCK_DETECTED: '40P01',
} as const;

/**
 * The SQLSTATE of a PostgreSQL server error, through TypeORM (QueryFailedError) or straight from pg (the
 * metering pool); undefined for anything else. Server errors carry a severity: a bare five-character `code`
 * could be anything.
 */
export function sqlStateOf(error: unknown): string | undefined {
  const raw = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { code, severity } = raw as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && typeof severity === 'string' ? code : undefined;
}

/** PostgreSQL's unique_violation, e.g. two sign-ups racing for one address. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === SqlState.UNIQUE_VIOLATION;
}

/** A foreign key failed: typically the parent a new row points at was deleted by a request running at the same time. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === SqlState.FOREIGN_KEY_VIOLATION;
}
