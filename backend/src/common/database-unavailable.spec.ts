import { HttpStatus } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { LeaseUnavailableError } from '../database/process-lease';
import { fromDatabaseUnavailable, isDatabaseUnavailable } from './database-unavailable';

/** An error as pg reports a server message: SQLSTATE in `code`, plus a severity. */
function serverError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

function socketError(code: string, syscall = 'connect'): Error {
  return Object.assign(new Error(`${syscall} ${code} 127.0.0.1:5432`), { code, syscall, errno: -111 });
}

describe(isDatabaseUnavailable.name, () => {
  it('recognises a server that refuses, is gone, or cannot be resolved', () => {
    expect(isDatabaseUnavailable(socketError('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(socketError('ENOTFOUND', 'getaddrinfo'))).toBe(true);
    expect(isDatabaseUnavailable(socketError('ENOENT'))).toBe(true);
    expect(isDatabaseUnavailable(socketError('ECONNRESET', 'read'))).toBe(true);
  });

  it('recognises what pg and pg-pool throw when connections time out or drop', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Query read timeout',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    }
  });

  it('recognises shutdown, start-up and too-many-connections answers of the server', () => {
    expect(isDatabaseUnavailable(serverError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P02', 'terminating connection due to crash of another server process'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('53300', 'sorry, too many clients already'))).toBe(true);
  });

  it('counts a cancelled statement only when our statement timeout cancelled it', () => {
    expect(isDatabaseUnavailable(serverError('57014', 'canceling statement due to statement timeout'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('57014', 'canceling statement due to user request'))).toBe(false);
  });

  it('looks inside QueryFailedError, causes and AggregateError', () => {
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], new Error('Query read timeout')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: socketError('ECONNREFUSED') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new LeaseUnavailableError())).toBe(true);
  });

  it('leaves bugs and bad statements to be 500s', () => {
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(new QueryFailedError('SELEC 1', [], serverError('42601', 'syntax error')))).toBe(false);
    expect(isDatabaseUnavailable(serverError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('no such file'), { code: 'ENOENT', syscall: 'open' }))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe(fromDatabaseUnavailable.name, () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After', () => {
    const answer = fromDatabaseUnavailable(socketError('ECONNREFUSED'));

    expect(answer?.getStatus()).toBe(HttpStatus.SERVICE_UNAVAILABLE);
    expect(answer?.code).toBe('SERVICE_UNAVAILABLE');
    expect(answer?.headers).toEqual({ 'Retry-After': '5' });
  });

  it('gives nothing for other errors', () => {
    expect(fromDatabaseUnavailable(new Error('boom'))).toBeUndefined();
  });
});
