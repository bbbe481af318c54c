import { authStore } from '../auth/auth-store';
import { signOutNotice } from '../auth/sign-out-notice';
import { getSessionId } from '../session/session-id';
import { toastStore } from '../toast/toast-store';
import { apiFetch } from './api-client';
import { ApiError, NetworkError } from './api-error';
import { jsonResponse } from '../testing/fake-fetch';
import { useFetchMock } from '../testing/fetch-harness';


describe('apiFetch', () => {
  const fetchMock = useFetchMock();

  it('sends JSON with the bearer token and returns the parsed body', async () => {
    authStore.login({ id: '1', email: 'a@b.co', name: 'a' }, 'secret-token');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(apiFetch('/things', { body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer secret-token');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it("names the browser's one visitor id in X-Session-Id on every call, signed in or not", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiFetch('/a');
    authStore.login({ id: '1', email: 'a@b.co', name: 'a' }, 'secret-token');
    await apiFetch('/b');
    const sent = fetchMock.mock.calls.map(([, init]) => init.headers['X-Session-Id']);
    expect(sent).toEqual([getSessionId(), getSessionId()]);
    expect(getSessionId()).toMatch(/^[a-z0-9]{9}$/);
  });

  it('turns the backend error shape into an ApiError with Retry-After', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { statusCode: 429, code: 'QUOTA_EXCEEDED', message: 'Daily limit reached' }, { 'Retry-After': '30' }));
    const error = await apiFetch('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'QUOTA_EXCEEDED', message: 'Daily limit reached', retryAfter: 30 });
  });

  it("keeps an error body's other fields as details (a 402's shortfall)", async () => {
    const body = { statusCode: 402, code: 'INSUFFICIENT_CREDITS', message: 'Not enough RC', currency: 'RC', shortfall: 1 };
    fetchMock.mockResolvedValue(jsonResponse(402, body));
    const error = (await apiFetch('/v1/consume', { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.details).toEqual({ currency: 'RC', shortfall: 1 });
  });

  it('signs the browser out when the server rejects the token', async () => {
    authStore.login({ id: '1', email: 'a@b.co', name: 'a' }, 'revoked');
    fetchMock.mockResolvedValue(jsonResponse(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Session expired' }));
    await expect(apiFetch('/me')).rejects.toBeInstanceOf(ApiError);
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth_state')).toBeNull();
  });

  it('says why when the session was ended from another device (SESSION_REVOKED), once', async () => {
    sessionStorage.clear();
    toastStore.clear();
    authStore.login({ id: '1', email: 'a@b.co', name: 'a' }, 'ended-elsewhere');
    fetchMock.mockResolvedValue(jsonResponse(401, { statusCode: 401, code: 'SESSION_REVOKED', message: 'You were signed out from another device.' }));
    await Promise.all([apiFetch('/me').catch(() => null), apiFetch('/other').catch(() => null)]);
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
    expect(signOutNotice()).toBe('You were signed out from another device');
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual(['You were signed out from another device']);

    // Signing in again answers the notice.
    authStore.login({ id: '1', email: 'a@b.co', name: 'a' }, 'fresh');
    expect(signOutNotice()).toBeNull();
    toastStore.clear();
  });

  it('gives no notice for a session that simply ended', async () => {
    sessionStorage.clear();
    authStore.login({ id: '1', email: 'a@b.co', name: 'a' }, 'expired');
    fetchMock.mockResolvedValue(jsonResponse(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Your session has ended.' }));
    await apiFetch('/me').catch(() => null);
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
    expect(signOutNotice()).toBeNull();
  });

  it('keeps the session on a 401 from a call that sent no token', async () => {
    authStore.login({ id: '1', email: 'a@b.co', name: 'a' }, 'valid');
    fetchMock.mockResolvedValue(jsonResponse(401, { code: 'BAD_CREDENTIALS', message: 'Wrong password' }));
    await expect(apiFetch('/auth/login', { body: {}, anonymous: true })).rejects.toBeInstanceOf(ApiError);
    expect(authStore.getSnapshot().isAuthenticated).toBe(true);
  });

  it('reports a web page where data was expected (an API that is not there) as a NetworkError', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      statusText: 'OK',
      headers: new Headers({ 'Content-Type': 'text/html; charset=utf-8' }),
      json: async () => {
        throw new SyntaxError('Unexpected token <');
      },
      text: async () => '<!doctype html><div id="root"></div>',
    } as unknown as Response);
    await expect(apiFetch('/billing/plans')).rejects.toBeInstanceOf(NetworkError);
  });

  it('reports a refused connection as a NetworkError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/x')).rejects.toBeInstanceOf(NetworkError);
  });
});
