import { HttpStatus } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { LeaseUnavailableError } from '../database/process-lease';
import { AppException } from './app.exception';
import { CommonErrorCode } from './common-error-code.enum';

/** Long enough for a restart or a failover to finish, short enough that clients come back soon. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Try again in a few seconds.';

/** SQLSTATEs that say the server cannot serve us now, not that the statement was wrong. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down or in recovery
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
]);

/** query_canceled: ours only when our statement_timeout fired, not when someone cancelled the backend. */
const QUERY_CANCELED = '57014';
const STATEMENT_TIMEOUT_MESSAGE = /statement timeout/i;

/** Socket errors while reaching the server (ENOENT: its Unix socket is gone, so it is stopped). */
const SOCKET_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/** What pg and pg-pool throw when a connection cannot be had or went away mid-query. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pool: no connection within connectionTimeoutMillis
  /^Query read timeout$/, // query_timeout: the server stopped answering (e.g. frozen)
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

interface ErrorFields {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  severity?: unknown;
}

/**
 * True when `error` (or what it wraps: TypeORM's QueryFailedError, a `cause`, an AggregateError) means
 * the database cannot be reached or cannot serve right now — an outage to retry, not a bug. Socket
 * failures of other backing services (the object store) read the same and are just as temporary.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  // Shapes, not `instanceof Error`: errors from Node's own modules may come from another realm (Jest's VM).
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (error instanceof LeaseUnavailableError) return true;
  if (error instanceof QueryFailedError) return isDatabaseUnavailable(error.driverError, depth + 1);
  if (matches(error as ErrorFields)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  const nested = Array.isArray(errors) ? errors : [];
  return [cause, ...nested].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

function matches({ code, syscall, message, severity }: ErrorFields): boolean {
  if (typeof code === 'string') {
    // Server errors carry a severity; a five-character SQLSTATE alone could be anything.
    if (typeof severity === 'string' && UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (typeof severity === 'string' && code === QUERY_CANCELED) {
      return typeof message === 'string' && STATEMENT_TIMEOUT_MESSAGE.test(message);
    }
    if (SOCKET_ERRNOS.has(code)) return true;
    if (code === 'ENOENT' && syscall === 'connect') return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** 503 SERVICE_UNAVAILABLE with Retry-After for an outage; undefined for anything else. */
export function fromDatabaseUnavailable(error: unknown): AppException | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  return new AppException(CommonErrorCode.SERVICE_UNAVAILABLE, UNAVAILABLE_MESSAGE, HttpStatus.SERVICE_UNAVAILABLE, {
    'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
  });
}
