import { CHAT_SESSION_KEY, getChatSessionId } from './chat-session-id';

describe(getChatSessionId.name, () => {
  beforeEach(() => localStorage.clear());

  it('makes a 9-character id once and keeps it for this browser', () => {
    const first = getChatSessionId();
    expect(first).toMatch(/^[a-z0-9]{9}$/);
    expect(localStorage.getItem(CHAT_SESSION_KEY)).toBe(first);
    expect(getChatSessionId()).toBe(first);
  });

  it('replaces a stored value that is not a valid id', () => {
    localStorage.setItem(CHAT_SESSION_KEY, 'not valid!');
    expect(getChatSessionId()).toMatch(/^[a-z0-9]{9}$/);
  });
});
