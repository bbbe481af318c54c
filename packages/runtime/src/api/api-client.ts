import { authStore } from '../auth/auth-store';
import { SIGN_OUT_NOTICES, rememberSignOutReason } from '../auth/sign-out-notice';
import { toastStore } from '../toast/toast-store';
import { getClientId } from '../session/client-id';
import { SESSION_ID_HEADER, getSessionId } from '../session/session-id';
import { apiUrl } from './api-config';
import { ApiError, NetworkError } from './api-error';

/** The server's code for a session ended from another device (Sessions tab, Log Out All Devices). */
const SESSION_REVOKED = 'SESSION_REVOKED';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects are sent as JSON; FormData and Blob as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip the bearer token (public endpoints). */
  anonymous?: boolean;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') return body as BodyInit;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

async function toApiError(response: Response): Promise<ApiError> {
  const retryHeader = response.headers.get('Retry-After');
  const retryAfter = retryHeader && /^\d+$/.test(retryHeader) ? Number(retryHeader) : null;
  let code = `HTTP_${response.status}`;
  let message = response.statusText || `Request failed with status ${response.status}`;
  let details: Record<string, unknown> = {};
  try {
    const data = (await response.json()) as { code?: unknown; message?: unknown; detail?: unknown };
    if (typeof data.code === 'string') code = data.code;
    const text = data.message ?? data.detail;
    if (typeof text === 'string' && text) message = text;
    else if (Array.isArray(text) && text.length) message = text.join('; ');
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      const { statusCode: _status, code: _code, message: _message, detail: _detail, ...rest } = data as Record<string, unknown>;
      details = rest;
    }
  } catch {
    // Not JSON (a proxy page, an empty body): keep the status text.
  }
  return new ApiError(response.status, code, message, retryAfter, details);
}

/** Raw fetch against the API with auth and error mapping; callers that stream use the Response. */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  // Every call names the visitor (spec 000 §3's session id): a visitor's work is theirs, and moves in at sign-in.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Client-Id': getClientId(),
    [SESSION_ID_HEADER]: getSessionId(),
    ...options.headers,
  };
  const { token } = authStore.getSnapshot();
  const sentToken = !options.anonymous && token ? token : null;
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: encodeBody(options.body, headers),
      signal: options.signal,
      credentials: 'include',
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new NetworkError(undefined, { cause: error });
  }

  if (!response.ok) {
    const error = await toApiError(response);
    // A token the server no longer accepts (expired, revoked) signs this browser out.
    if (response.status === 401 && sentToken && authStore.getSnapshot().token === sentToken) {
      // Ended from another device: say so, here and on the sign-in page.
      if (error.code === SESSION_REVOKED) {
        rememberSignOutReason('revoked');
        toastStore.show(SIGN_OUT_NOTICES.revoked, 'info');
      }
      authStore.logout();
    }
    throw error;
  }
  return response;
}

/** JSON call: resolves with the parsed body (undefined for 204). */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return readBody<T>(path, await apiRequest(path, options));
}

/** The body of an answer to `path`: parsed JSON, text, or undefined for 204. */
export async function readBody<T>(path: string, response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  // A web page where data was expected is a proxy or a static server's fallback answering for an API that is
  // not there: as good as no connection, never data for the caller to read fields from.
  if (type.includes('text/html')) throw new NetworkError(undefined, { cause: new Error(`${path} answered with a web page`) });
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}
