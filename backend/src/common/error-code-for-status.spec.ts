import { errorCodeForStatus } from './error-code-for-status';

describe(errorCodeForStatus.name, () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [404, 'NOT_FOUND'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [429, 'TOO_MANY_REQUESTS'],
    [503, 'SERVICE_UNAVAILABLE'],
    [599, 'INTERNAL_ERROR'],
  ])('names status %i %s', (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
  });
});
