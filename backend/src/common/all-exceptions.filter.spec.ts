import { ArgumentsHost, BadRequestException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import { IsEmail, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { QueryFailedError } from 'typeorm';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { AppException } from './app.exception';
import { createValidationPipe } from './validation.pipe';

interface FakeResponse {
  statusCode?: number;
  headers: Record<string, string>;
  body?: unknown;
  headersSent: boolean;
  status(code: number): FakeResponse;
  set(headers: Record<string, string>): FakeResponse;
  json(body: unknown): FakeResponse;
  end(): void;
}

function fakeResponse(): FakeResponse {
  return {
    headers: {},
    headersSent: false,
    status(code) {
      this.statusCode = code;
      return this;
    },
    set(headers) {
      Object.assign(this.headers, headers);
      return this;
    },
    json(body) {
      this.body = body;
      return this;
    },
    end: jest.fn(),
  };
}

function answer(exception: unknown, filter = new AllExceptionsFilter(), requestId?: string): FakeResponse {
  const response = fakeResponse();
  const host = {
    switchToHttp: () => ({
      getRequest: () => ({ method: 'POST', originalUrl: '/api/things', id: requestId }),
      getResponse: () => response,
    }),
  } as unknown as ArgumentsHost;
  filter.catch(exception, host);
  return response;
}

/** What body-parser (via http-errors) raises; built by hand so the spec needs no Express stack. */
function bodyParserError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(fields.type === 'entity.parse.failed' ? new SyntaxError(message) : new Error(message), fields);
}

enum ThingErrorCode {
  THING_LOCKED = 'THING_LOCKED',
}
class ThingException extends AppException<ThingErrorCode> {}

class AddressDto {
  @IsString()
  city!: string;
}
class SignupDto {
  @IsEmail()
  email!: string;

  @IsString()
  @MaxLength(5)
  name!: string;

  @ValidateNested()
  @Type(() => AddressDto)
  address!: AddressDto;
}

describe(AllExceptionsFilter.name, () => {
  let errorLog: jest.SpyInstance;

  beforeEach(() => {
    errorLog = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => errorLog.mockRestore());

  it("answers an area exception with its own code, status and headers", () => {
    const response = answer(
      new ThingException(ThingErrorCode.THING_LOCKED, 'Thing is locked', HttpStatus.TOO_MANY_REQUESTS, {
        'Retry-After': '30',
      }),
    );

    expect(response.statusCode).toBe(429);
    expect(response.body).toEqual({ statusCode: 429, code: 'THING_LOCKED', message: 'Thing is locked' });
    expect(response.headers).toEqual({ 'Retry-After': '30' });
  });

  it("adds an area exception's details to the body, never letting them replace statusCode, code or message", () => {
    const response = answer(
      new ThingException(ThingErrorCode.THING_LOCKED, 'Thing is locked', HttpStatus.TOO_MANY_REQUESTS, {}, {
        resetsAt: '2026-05-02T00:00:00.000Z',
        code: 'FORGED',
      }),
    );

    expect(response.body).toEqual({
      statusCode: 429,
      code: 'THING_LOCKED',
      message: 'Thing is locked',
      resetsAt: '2026-05-02T00:00:00.000Z',
    });
  });

  it('repeats the message as detail when configured for clients that read detail', () => {
    const response = answer(
      new ThingException(ThingErrorCode.THING_LOCKED, 'Thing is locked', HttpStatus.CONFLICT),
      new AllExceptionsFilter({ withDetail: true }),
    );

    expect(response.body).toEqual({
      statusCode: 409,
      code: 'THING_LOCKED',
      message: 'Thing is locked',
      detail: 'Thing is locked',
    });
  });

  it('derives the code of a plain HttpException from its status', () => {
    expect(answer(new NotFoundException('Cannot GET /api/nope')).body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/nope',
    });
  });

  it('joins the message list Nest puts in some exceptions', () => {
    expect(answer(new BadRequestException(['a is bad', 'b is bad'])).body).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'a is bad; b is bad',
    });
  });

  it('lists every validation problem, nested ones with their path, in one 400', async () => {
    const pipe = createValidationPipe();
    const error = await pipe
      .transform({ email: 'nope', name: 'much too long', address: {}, extra: 1 }, { type: 'body', metatype: SignupDto })
      .catch((e: unknown) => e);

    const response = answer(error);

    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    const message = (response.body as { message: string }).message;
    expect(message).toContain('email must be an email');
    expect(message).toContain('name must be shorter than or equal to 5 characters');
    expect(message).toContain('address.city must be a string');
    expect(message).toContain('property extra should not exist');
  });

  it('answers malformed JSON from body-parser with 400 INVALID_JSON', () => {
    const error = bodyParserError('Unexpected token } in JSON at position 1', {
      type: 'entity.parse.failed',
      status: 400,
      expose: true,
    });

    expect(answer(error).body).toEqual({
      statusCode: 400,
      code: 'INVALID_JSON',
      message: 'Request body is not valid JSON',
    });
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', () => {
    const error = bodyParserError('request entity too large', {
      type: 'entity.too.large',
      status: 413,
      expose: true,
      limit: 1024,
    });

    expect(answer(error).body).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body exceeds the size limit of 1024 bytes',
    });
  });

  it('passes on other client errors that Express middleware marks as safe to show', () => {
    const error = bodyParserError('unsupported charset "LATIN-9"', {
      type: 'charset.unsupported',
      status: 415,
      expose: true,
    });

    expect(answer(error).body).toEqual({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'unsupported charset "LATIN-9"',
    });
  });

  it('answers an unexpected error with a generic 500 and logs the stack, leaking nothing', () => {
    const error = new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');

    const response = answer(error);

    expect(response.statusCode).toBe(500);
    expect(response.body).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect(JSON.stringify(response.body)).not.toContain('hunter2');
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('POST /api/things failed'), error.stack);
  });

  it("names the request's id in the log line of a 500, so it can be found beside its access line", () => {
    const error = new Error('boom');
    answer(error, new AllExceptionsFilter(), 'req-42');
    expect(errorLog).toHaveBeenCalledWith('POST /api/things failed (request req-42): Error: boom', error.stack);
  });

  it('answers a request that lost a race on the same rows with 409 CONCURRENT_CHANGE, and logs it as a warning', () => {
    const warnLog = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const vanished = Object.assign(new Error('insert or update on table "sessions" violates foreign key constraint "fk_sessions_user"'), {
      code: '23503',
      severity: 'ERROR',
    });

    const response = answer(new QueryFailedError('INSERT INTO sessions …', [], vanished));

    expect(response.statusCode).toBe(409);
    expect(response.body).toMatchObject({ statusCode: 409, code: 'CONCURRENT_CHANGE' });
    expect(errorLog).not.toHaveBeenCalled();
    expect(warnLog).toHaveBeenCalledWith(expect.stringContaining('fk_sessions_user'));
    warnLog.mockRestore();
  });

  it('treats thrown non-errors as internal errors too', () => {
    expect(answer('a string').body).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
  });

  it('only ends the response when headers are already sent', () => {
    const response = fakeResponse();
    response.headersSent = true;
    const host = {
      switchToHttp: () => ({ getRequest: () => ({}), getResponse: () => response }),
    } as unknown as ArgumentsHost;

    new AllExceptionsFilter().catch(new Error('late'), host);

    expect(response.end).toHaveBeenCalled();
    expect(response.body).toBeUndefined();
  });
});
