import { SESSION_ID_KEY, getSessionId, randomId, resetSessionIdForTests } from './session-id';

describe(getSessionId.name, () => {
  beforeEach(() => {
    localStorage.clear();
    resetSessionIdForTests();
  });

  it('is 9 characters, kept across page loads under one key', () => {
    const id = getSessionId();
    expect(id).toMatch(/^[a-z0-9]{9}$/);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(id);
    resetSessionIdForTests();
    expect(getSessionId()).toBe(id);
  });

  it("takes over the chat's old id once, so a visitor's conversations stay theirs, and forgets the remotes' old ids", () => {
    localStorage.setItem('chat_session_id', 'abc123xyz');
    localStorage.setItem('movie_session_id', 'm'.repeat(24));
    localStorage.setItem('music_studio_session', 'q'.repeat(20));

    expect(getSessionId()).toBe('abc123xyz');
    expect([localStorage.getItem('chat_session_id'), localStorage.getItem('movie_session_id'), localStorage.getItem('music_studio_session')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('replaces a malformed stored id', () => {
    localStorage.setItem(SESSION_ID_KEY, 'not valid!');
    expect(getSessionId()).toMatch(/^[a-z0-9]{9}$/);
  });

  it('makes different random ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomId()));
    expect(ids.size).toBe(200);
  });
});
