import express, { RequestHandler } from 'express';
import { fromBodyParserError } from './body-parser-error';

/**
 * JSON and form parsers with our size limit. Errors are converted here because Nest would otherwise
 * turn body-parser's SyntaxError into a plain BadRequestException and lose what went wrong.
 */
export function createBodyParsers(limitBytes: number): RequestHandler[] {
  return [
    express.json({ limit: limitBytes }),
    express.urlencoded({ limit: limitBytes, extended: true }),
  ].map(
    (parser): RequestHandler =>
      (request, response, next) =>
        parser(request, response, (error?: unknown) => next(error ? (fromBodyParserError(error) ?? error) : undefined)),
  );
}
