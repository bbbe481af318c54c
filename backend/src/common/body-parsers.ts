import express, { type RequestHandler } from 'express';
import { fromBodyParserError, fromShapeProblem } from './body-parser-error';
import { MAX_INPUT_DEPTH, MAX_INPUT_VALUES, findShapeProblem } from './input-shape';

type UrlencodedOptions = NonNullable<Parameters<typeof express.urlencoded>[0]>;

/**
 * JSON and form parsers with our size limit. Errors are converted here because Nest would otherwise
 * turn body-parser's SyntaxError into a plain BadRequestException and lose what went wrong.
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
  const parsers = [express.json({ limit: limitBytes }), express.urlencoded(formOptions)].map(
    (parser): RequestHandler =>
      (request, response, next) =>
        parser(request, response, (error?: unknown) => next(error ? (fromBodyParserError(error) ?? error) : undefined)),
  );
  return [...parsers, refuseMisshapenBody];
}

/**
 * Right after parsing, before anything transforms the body: class-transformer and class-validator recurse,
 * so a 4 KB body of 2,000 nested arrays would overflow the stack in them (a 500) instead of being refused.
 */
const refuseMisshapenBody: RequestHandler = (request, _response, next) => {
  const problem = findShapeProblem(request.body);
  next(problem ? fromShapeProblem(problem) : undefined);
};
