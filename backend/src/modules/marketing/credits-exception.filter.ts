import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { CreditsException } from '../../metering/credits/credits.errors';

/**
 * Credits errors answer `{statusCode, code, message}` plus their details: a 402 carries the currency, cost,
 * balance, shortfall and tier, which the studio shows in its pricing drawer.
 */
@Catch(CreditsException)
export class CreditsExceptionFilter implements ExceptionFilter {
  catch(exception: CreditsException, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) {
      response.end();
      return;
    }
    const statusCode = exception.getStatus();
    response.status(statusCode).json({ statusCode, code: exception.code, message: exception.message, ...exception.details });
  }
}
