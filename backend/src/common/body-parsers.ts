import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import { bodyTooLarge, fromBodyParserError, fromShapeProblem } from './body-parser-error';
import { closeAfterAnswer, declaresMoreThan, watchBodySize } from './http/body-size';
import { MAX_INPUT_DEPTH, MAX_INPUT_VALUES, findShapeProblem } from './input-shape';

type UrlencodedOptions = NonNullable<Parameters<typeof express.urlencoded>[0]>;

/**
 * JSON and form parsers with our size limit, behind an early refusal of anything larger. Errors are converted
 * here because Nest would otherwise turn body-parser's SyntaxError into a plain BadRequestException and lose
 * what went wrong.
 */
export function createBodyParsers(limitBytes: number): RequestHandler[] {
  // qs nests `a[b][c]` too; its own limits (strict: beyond them it fails) match the shape check's.
  // `depth` is a body-parser 2 option its type definitions do not know yet.
  const formOptions: UrlencodedOptions & { depth: number } = {
    limit: limitBytes,
    extended: true,
    depth: MAX_INPUT_DEPTH - 1,
    parameterLimit: MAX_INPUT_VALUES,
  };
  const parsers = [express.json({ limit: limitBytes }), express.urlencoded(formOptions)].map((parser) => cutAtLimit(parser, limitBytes));
  return [refuseDeclaredOversize(limitBytes), ...parsers, refuseMisshapenBody];
}

/**
 * Any body but a multipart one (whose routes set their own, larger limits) is at most BODY_LIMIT, whatever its
 * type: one that says it is larger is answered 413 from its Content-Length, before any of it is read.
 */
function refuseDeclaredOversize(limitBytes: number): RequestHandler {
  return (request, response, next) => {
    if (isMultipart(request) || !declaresMoreThan(request, limitBytes)) {
      next();
      return;
    }
    closeAfterAnswer(response);
    next(bodyTooLarge(limitBytes));
  };
}

/**
 * Runs a body-parser middleware, and answers 413 as soon as a body without a Content-Length passes the limit
 * (body-parser notices too, but reads the body to its end before it answers). Whichever answer comes first is
 * the only one passed on.
 */
function cutAtLimit(parser: RequestHandler, limitBytes: number): RequestHandler {
  return (request, response, next) => {
    let settled = false;
    let stopWatching: (() => void) | undefined;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      stopWatching?.();
      next(error);
    };
    parser(request, response, (error?: unknown) => settle(error ? (fromBodyParserError(error) ?? error) : undefined));
    // Still reading (the parser took this body and it has not all arrived): count what arrives.
    if (!settled) {
      stopWatching = watchBodySize(request, limitBytes, () => {
        closeAfterAnswer(response);
        settle(bodyTooLarge(limitBytes));
      });
    }
  };
}

function isMultipart(request: IncomingMessage): boolean {
  return /^multipart\//i.test(request.headers['content-type'] ?? '');
}

/**
 * Right after parsing, before anything transforms the body: class-transformer and class-validator recurse,
 * so a 4 KB body of 2,000 nested arrays would overflow the stack in them (a 500) instead of being refused.
 */
const refuseMisshapenBody: RequestHandler = (request, _response, next) => {
  const problem = findShapeProblem(request.body);
  next(problem ? fromShapeProblem(problem) : undefined);
};
