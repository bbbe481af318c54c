import { ApiError, NetworkError } from '../api/api-error';
import { createQueryClient, shouldRetry } from './query-client';

describe(shouldRetry.name, () => {
  it('retries what may pass: no answer, or a server error', () => {
    expect(shouldRetry(0, new NetworkError())).toBe(true);
    expect(shouldRetry(0, new ApiError(500, 'INTERNAL', 'boom'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'SERVICE_UNAVAILABLE', 'down', 5))).toBe(true);
  });

  it('never retries a 4xx: the same question gets the same answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(shouldRetry(0, new ApiError(status, `HTTP_${status}`, 'no'))).toBe(false);
  });

  it('gives up after two retries, and on anything else', () => {
    expect(shouldRetry(2, new NetworkError())).toBe(false);
    expect(shouldRetry(0, new Error('a bug'))).toBe(false);
  });
});

describe(createQueryClient.name, () => {
  it('asks on mount and after changes, not when the tab regains focus; mutations are never retried', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'always' });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('takes overrides, e.g. no retries in tests', () => {
    expect(createQueryClient({ retry: false }).getDefaultOptions().queries?.retry).toBe(false);
  });
});
