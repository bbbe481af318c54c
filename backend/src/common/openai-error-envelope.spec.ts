import { isOpenAiCompatiblePath, toOpenAiError } from './openai-error-envelope';

describe('toOpenAiError', () => {
  it("puts our answers in OpenAI's envelope with the types and codes its SDKs know", () => {
    expect(toOpenAiError({ statusCode: 401, code: 'INVALID_API_KEY', message: 'bad key' })).toEqual({
      error: { message: 'bad key', type: 'invalid_request_error', param: null, code: 'invalid_api_key' },
    });
    expect(toOpenAiError({ statusCode: 429, code: 'QUOTA_EXCEEDED', message: 'used up' }).error).toMatchObject({
      type: 'insufficient_quota',
      code: 'insufficient_quota',
    });
    expect(toOpenAiError({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'x' }).error).toMatchObject({
      type: 'invalid_request_error',
      code: 'validation_failed',
    });
    expect(toOpenAiError({ statusCode: 502, code: 'ENGINE_FAILED', message: 'x' }).error.type).toBe('server_error');
  });

  it('applies to /api/openai/ paths only', () => {
    expect(isOpenAiCompatiblePath('/api/openai/v1/models')).toBe(true);
    expect(isOpenAiCompatiblePath('/api/wp/text')).toBe(false);
  });
});
