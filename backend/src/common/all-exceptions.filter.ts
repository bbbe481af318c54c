import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppException } from './app.exception';
import { fromBodyParserError } from './body-parser-error';
import { CommonErrorCode } from './common-error-code.enum';
import { fromConcurrentChange } from './concurrent-change';
import { fromDatabaseUnavailable } from './database-unavailable';
import { isOpenAiCompatiblePath, toOpenAiError } from './openai-error-envelope';
import { errorCodeForStatus } from './error-code-for-status';
import { redactUrl } from './redact-url';
import { ValidationFailedException } from './validation.pipe';

/** The one error shape every API answer uses. */
export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  /** Only where a client reads `detail` (the integrations auth calls of the spec); always equals `message`. */
  detail?: string;
  /** An area's extra fields (e.g. a quota's `resetsAt`); never statusCode, code or message. */
  [field: string]: unknown;
}

export interface AllExceptionsFilterOptions {
  /** Repeat `message` as `detail`, for clients written against that field. */
  withDetail?: boolean;
}

interface ErrorAnswer {
  body: ErrorBody;
  headers: Readonly<Record<string, string>>;
  /** The request field a validation failure names; shown only in OpenAI's envelope (`error.param`). */
  param?: string | null;
}

/** What the client gets: status, body (ours or OpenAI's envelope) and extra headers such as Retry-After. */
export interface ClientAnswer {
  status: number;
  body: object;
  headers: ErrorAnswer['headers'];
}

/** http-errors style errors (from Express middleware) that are safe to show to the client. */
interface ExposedHttpError {
  status: number;
  expose: true;
  message: string;
}

const INTERNAL_MESSAGE = 'Internal server error';

/** The single place where anything thrown turns into `{ statusCode, code, message }`. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger(AllExceptionsFilter.name);

  constructor(private readonly options: AllExceptionsFilterOptions = {}) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const { status, body, headers } = this.answerFor(exception, request.method, request.originalUrl, (request as { id?: unknown }).id);
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(status).set(headers).json(body);
  }

  /**
   * The answer to `exception` for a request to `url` (OpenAI-compatible paths get OpenAI's envelope),
   * logging it when it is the server's fault, with the request's id (the one its answer and access line
   * carry). Also used by the routes served outside Express (fast lanes).
   */
  answerFor(exception: unknown, method: string | undefined, url: string | undefined, requestId?: unknown): ClientAnswer {
    const { body, headers, param } = this.toAnswer(exception);
    if (body.statusCode >= 500) {
      this.logger.error(
        `${method} ${redactUrl(url)} failed${requestId ? ` (request ${String(requestId)})` : ''}: ${describe(exception)}`,
        exception instanceof Error ? exception.stack : undefined,
      );
    }
    return { status: body.statusCode, body: this.bodyFor(url ?? '', body, param ?? null), headers };
  }

  private bodyFor(url: string, body: ErrorBody, param: string | null): object {
    if (isOpenAiCompatiblePath(url)) return toOpenAiError(body, param);
    return this.options.withDetail ? { ...body, detail: body.message } : body;
  }

  toAnswer(exception: unknown): ErrorAnswer {
    const fromBodyParser = fromBodyParserError(exception);
    if (fromBodyParser) return this.fromHttpException(fromBodyParser);
    if (exception instanceof HttpException) return this.fromHttpException(exception);
    if (isExposedHttpError(exception)) {
      const status = exception.status;
      return { body: { statusCode: status, code: errorCodeForStatus(status), message: exception.message }, headers: {} };
    }
    const unavailable = fromDatabaseUnavailable(exception);
    if (unavailable) return this.fromHttpException(unavailable);
    const concurrent = fromConcurrentChange(exception);
    if (concurrent) {
      // Logged all the same: a foreign key that fails without a race behind it is a bug to see.
      this.logger.warn(`answered ${concurrent.code}: ${describe(exception)}`);
      return this.fromHttpException(concurrent);
    }
    return {
      body: { statusCode: 500, code: CommonErrorCode.INTERNAL_ERROR, message: INTERNAL_MESSAGE },
      headers: {},
    };
  }

  private fromHttpException(exception: HttpException): ErrorAnswer {
    const statusCode = exception.getStatus();
    if (exception instanceof AppException) {
      const body = { ...exception.details, statusCode, code: exception.code, message: exception.message };
      return { body, headers: exception.headers, param: exception instanceof ValidationFailedException ? exception.param : null };
    }
    return { body: { statusCode, code: errorCodeForStatus(statusCode), message: messageOf(exception) }, headers: {} };
  }
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

function isExposedHttpError(error: unknown): error is ExposedHttpError {
  const candidate = error as Partial<ExposedHttpError> | null;
  return (
    error instanceof Error &&
    candidate?.expose === true &&
    typeof candidate.status === 'number' &&
    candidate.status >= 400 &&
    candidate.status < 500
  );
}

function describe(exception: unknown): string {
  return exception instanceof Error ? `${exception.name}: ${exception.message}` : String(exception);
}
