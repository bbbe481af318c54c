import { setApiBase } from '../api/api-config';
import { authStore } from '../auth/auth-store';

/**
 * For the runtime's own tests of API calls: before each test, no one is signed in, the API is at /api and
 * `fetch` is a fresh mock, which is returned.
 */
export function useFetchMock(): jest.Mock {
  const fetchMock = jest.fn();
  beforeEach(() => {
    localStorage.clear();
    authStore.restore();
    setApiBase('/api');
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  return fetchMock;
}
