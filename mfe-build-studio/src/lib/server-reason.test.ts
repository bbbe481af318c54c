import { ApiError, NetworkError } from '@atelier/runtime';
import { serverReason } from './server-reason';

describe('serverReason', () => {
  it("gives the server's message for a refusal the user can act on, and nothing for failures it did not explain", () => {
    expect(serverReason(new ApiError(400, 'VALIDATION_FAILED', 'files must contain no more than 200 elements'))).toBe('files must contain no more than 200 elements');
    expect(serverReason(new ApiError(429, 'QUOTA_EXCEEDED', 'Daily limit reached.'))).toBe('Daily limit reached.');
    expect(serverReason(new ApiError(401, 'UNAUTHORIZED', 'Sign in again.'))).toBeNull();
    expect(serverReason(new ApiError(502, 'ENGINE_FAILED', 'The code engine could not answer.'))).toBeNull();
    expect(serverReason(new NetworkError())).toBeNull();
    expect(serverReason(new Error('boom'))).toBeNull();
  });
});
