import { ApiError, NetworkError } from '@atelier/runtime';
import { errorMessage, GENERIC_ERROR } from './error-message';

describe(errorMessage.name, () => {
  it("shows the backend's message for a client error it explained", () => {
    expect(errorMessage(new ApiError(401, 'INVALID_CREDENTIALS', 'Incorrect email or password.'))).toBe('Incorrect email or password.');
  });

  it('shows the connection message when the server never answered', () => {
    expect(errorMessage(new NetworkError())).toBe('Connection error. Please try again.');
  });

  it('falls back for server faults, bodies that are not the error shape and anything else', () => {
    expect(errorMessage(new ApiError(500, 'INTERNAL', 'Internal server error'))).toBe(GENERIC_ERROR);
    expect(errorMessage(new ApiError(404, 'HTTP_404', 'Not Found'), 'Nope')).toBe('Nope');
    expect(errorMessage(new Error('boom'))).toBe(GENERIC_ERROR);
  });
});
