import type { ErrorBody } from './all-exceptions.filter';

/** Routes that speak OpenAI's protocol answer errors in its envelope, so the official SDKs raise their usual classes. */
export const OPENAI_COMPATIBLE_PREFIX = '/api/openai/';

export interface OpenAiErrorEnvelope {
  error: { message: string; type: string; param: string | null; code: string | null };
}

/** Our codes the SDKs have a name for; any other keeps our code in lower case. */
const OPENAI_CODES: Readonly<Record<string, string>> = {
  INVALID_API_KEY: 'invalid_api_key',
  QUOTA_EXCEEDED: 'insufficient_quota',
  MODEL_NOT_FOUND: 'model_not_found',
  NOT_FOUND: 'unknown_url',
};

/** OpenAI's `type` for a status: what its SDKs and docs use. */
function typeFor(status: number, code: string): string {
  if (code === 'QUOTA_EXCEEDED') return 'insufficient_quota';
  if (status === 401) return 'invalid_request_error';
  if (status === 403) return 'permission_error';
  if (status === 429) return 'rate_limit_error';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}

export function isOpenAiCompatiblePath(url: string): boolean {
  return url.startsWith(OPENAI_COMPATIBLE_PREFIX);
}

/**
 * `{statusCode, code, message}` in OpenAI's shape: `{error: {message, type, param, code}}`; `param` names the
 * request field a validation failure is about (`messages[1].role`), as OpenAI's API does.
 */
export function toOpenAiError(body: ErrorBody, param: string | null = null): OpenAiErrorEnvelope {
  return {
    error: {
      message: body.message,
      type: typeFor(body.statusCode, body.code),
      // The field at fault: a validation failure's (given), else the one an AppException names (`details.param`).
      param: param ?? (typeof body.param === 'string' ? body.param : null),
      code: OPENAI_CODES[body.code] ?? body.code.toLowerCase(),
    },
  };
}
