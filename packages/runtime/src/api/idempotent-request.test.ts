import { ApiError } from './api-error';
import { idempotentFetch, newIdempotencyKey } from './idempotent-request';
import { jsonResponse } from '../testing/fake-fetch';
import { useFetchMock } from '../testing/fetch-harness';

describe('idempotentFetch', () => {
  const fetchMock = useFetchMock();

  it('sends the key as the query parameter and the header', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    await expect(idempotentFetch('/photo/generate', 'photo_k1', { body: { prompt: 'a' } })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/photo/generate?idempotency_key=photo_k1');
    expect(init.headers['X-Idempotency-Key']).toBe('photo_k1');
  });

  it('retries a request that got no answer with the same key, so the server can replay instead of running it twice', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(jsonResponse(200, { id: 'one' }));

    await expect(idempotentFetch('/marketing/visuals?x=1', 'mkt_k2', { body: {} })).resolves.toEqual({ id: 'one' });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/marketing/visuals?x=1&idempotency_key=mkt_k2',
      '/api/marketing/visuals?x=1&idempotency_key=mkt_k2',
    ]);
  });

  it('does not retry an answer (a 422 stays a 422) and gives up after one retry without an answer', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(422, { code: 'IDEMPOTENCY_KEY_REUSED', message: 'used' }));
    await expect(idempotentFetch('/photo/generate', 'k3', { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(idempotentFetch('/photo/generate', 'k4', { body: {} })).rejects.toThrow(/Connection error/);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('newIdempotencyKey', () => {
  it('makes a new key each time: a prefix, a random id and a timestamp', () => {
    const [a, b] = [newIdempotencyKey('chat'), newIdempotencyKey('chat')];
    expect(a).toMatch(/^chat_[A-Za-z0-9_-]{12}_\d{13}$/);
    expect(a).not.toBe(b);
  });
});
