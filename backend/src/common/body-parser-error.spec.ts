import { fromBodyParserError, fromShapeProblem } from './body-parser-error';

/** What body-parser (via http-errors) raises; built by hand so the spec needs no Express stack. */
function bodyParserError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

const answerOf = (error: ReturnType<typeof fromShapeProblem> | undefined) =>
  error && { status: error.getStatus(), code: error.code, message: error.message };

describe(fromShapeProblem.name, () => {
  it('answers 400 with a code per problem', () => {
    expect(answerOf(fromShapeProblem('too-deep'))).toEqual({
      status: 400,
      code: 'BODY_TOO_DEEP',
      message: 'Request body is nested more than 32 levels deep',
    });
    expect(answerOf(fromShapeProblem('too-many-values'))).toEqual({
      status: 400,
      code: 'BODY_TOO_MANY_VALUES',
      message: 'Request body has more than 10,000 fields and array elements',
    });
  });
});

describe(fromBodyParserError.name, () => {
  it("answers the form parser's own depth and parameter limits like the shape check", () => {
    const deep = bodyParserError('The input exceeded the depth', { type: 'querystring.parse.rangeError', status: 400, expose: true });
    const wide = bodyParserError('too many parameters', { type: 'parameters.too.many', status: 413, expose: true });

    expect(answerOf(fromBodyParserError(deep))?.code).toBe('BODY_TOO_DEEP');
    expect(answerOf(fromBodyParserError(wide))).toMatchObject({ status: 400, code: 'BODY_TOO_MANY_VALUES' });
  });

  it('leaves other errors to the filter', () => {
    expect(fromBodyParserError(new Error('boom'))).toBeUndefined();
    expect(fromBodyParserError(bodyParserError('unsupported charset', { type: 'charset.unsupported', status: 415 }))).toBeUndefined();
  });
});
