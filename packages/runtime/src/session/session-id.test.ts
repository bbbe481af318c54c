import { getSessionId, randomId } from './session-id';

describe('session id', () => {
  it('is 9 characters and stable for the page load', () => {
    const id = getSessionId();
    expect(id).toMatch(/^[a-z0-9]{9}$/);
    expect(getSessionId()).toBe(id);
  });

  it('makes different random ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomId()));
    expect(ids.size).toBe(200);
  });
});
