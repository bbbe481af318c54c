/**
 * A fetch double the file's tests answer with `routeFetch`, installed afresh before each test (every
 * other mock's calls cleared too).
 */
export function installFakeFetch(): jest.Mock {
  const fetchMock = jest.fn();
  beforeEach(() => {
    jest.clearAllMocks();
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });
  return fetchMock;
}
