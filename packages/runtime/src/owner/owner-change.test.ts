import { authStore } from '../auth/auth-store';
import { queryClient } from '../query/query-client';
import { type OwnerChange, getOwnerKey, onOwnerChange } from './owner-change';
import { ownedKey, readOwned, writeOwned } from './owned-storage';

const A = { id: 'user-a', email: 'a@example.com', name: 'A' };
const B = { id: 'user-b', email: 'b@example.com', name: 'B' };

describe(onOwnerChange.name, () => {
  let changes: OwnerChange[];
  let stop: () => void;

  beforeEach(() => {
    authStore.logout();
    localStorage.clear();
    changes = [];
    stop = onOwnerChange((change) => changes.push(change));
  });

  afterEach(() => stop());

  it('tells every change of owner: sign-in, sign-out, and account A to B without a sign-out between', () => {
    authStore.login(A, 'token-a');
    authStore.logout();
    authStore.login(B, 'token-b');
    authStore.login(A, 'token-a');

    expect(changes).toEqual([
      { previous: 'visitor', next: 'user-a' },
      { previous: 'user-a', next: 'visitor' },
      { previous: 'visitor', next: 'user-b' },
      { previous: 'user-b', next: 'user-a' },
    ]);
    expect(getOwnerKey()).toBe('user-a');
  });

  it('stays quiet when the same account only updates its profile', () => {
    authStore.login(A, 'token-a');
    authStore.updateUser({ name: 'Alice' });
    expect(changes).toHaveLength(1);
  });

  it('follows a sign-out in another tab', () => {
    authStore.login(A, 'token-a');
    localStorage.removeItem('auth_state');
    authStore.handleStorageEvent('auth_state');
    expect(changes.at(-1)).toEqual({ previous: 'user-a', next: 'visitor' });
  });

  it("drops the previous owner's cached answers", () => {
    authStore.login(A, 'token-a');
    queryClient.setQueryData(['projects'], ['A project']);
    authStore.logout();
    expect(queryClient.getQueryData(['projects'])).toBeUndefined();
  });

  it("drops an account's stored entries when it leaves, and gives a visitor's to the account that signs in", () => {
    writeOwned('open_project', 'visitor', 'visitor-project');
    authStore.login(A, 'token-a');
    expect(readOwned('open_project', 'user-a')).toBe('visitor-project');
    expect(readOwned('open_project', 'visitor')).toBeNull();

    writeOwned('open_project', 'user-a', 'a-project');
    authStore.login(B, 'token-b');
    expect(localStorage.getItem(ownedKey('open_project', 'user-a'))).toBeNull();
    expect(readOwned('open_project', 'user-b')).toBeNull();
  });

  it("keeps the account's own entry over a visitor's when both exist", () => {
    // Left from an earlier session of A's that ended without a sign-out in this page (an expired token, a reload).
    localStorage.setItem(ownedKey('open_project', 'user-a'), 'a-project');
    writeOwned('open_project', 'visitor', 'visitor-project');
    authStore.login(A, 'token-a');
    expect(readOwned('open_project', 'user-a')).toBe('a-project');
  });

  it('drops a late write for an owner who has left: nothing of theirs comes back after the sign-out cleared it', () => {
    authStore.login(A, 'token-a');
    writeOwned('open_project', 'user-a', 'a-project');
    authStore.logout();
    writeOwned('open_project', 'user-a', 'a-project-saved-late');
    expect(localStorage.getItem(ownedKey('open_project', 'user-a'))).toBeNull();

    authStore.login(B, 'token-b');
    writeOwned('open_project', 'visitor', 'a-visitor-write-after-sign-in');
    expect(readOwned('open_project', 'visitor')).toBeNull();
    writeOwned('open_project', 'user-b', 'b-project');
    expect(readOwned('open_project', 'user-b')).toBe('b-project');
  });

  it("drops another account's entry that another page of this browser wrote after this one signed that account out", () => {
    authStore.login(A, 'token-a');
    authStore.logout();
    const late = ownedKey('open_project', 'user-a');
    localStorage.setItem(late, 'a-project');
    window.dispatchEvent(new StorageEvent('storage', { key: late, newValue: 'a-project' }));
    expect(localStorage.getItem(late)).toBeNull();

    // The page owner's own entries and a visitor's stay.
    localStorage.setItem(ownedKey('open_project', 'visitor'), 'visitor-project');
    window.dispatchEvent(new StorageEvent('storage', { key: ownedKey('open_project', 'visitor'), newValue: 'visitor-project' }));
    authStore.login(B, 'token-b');
    localStorage.setItem(ownedKey('open_project', 'user-b'), 'b-project');
    window.dispatchEvent(new StorageEvent('storage', { key: ownedKey('open_project', 'user-b'), newValue: 'b-project' }));
    expect(readOwned('open_project', 'user-b')).toBe('b-project');
  });

  it("drops the entries of accounts other than the page's owner when a page loads", () => {
    authStore.logout();
    localStorage.setItem(ownedKey('open_project', 'user-a'), 'a-project');
    localStorage.setItem(ownedKey('open_project', 'visitor'), 'visitor-project');
    localStorage.setItem('unowned_setting', 'kept');
    jest.isolateModules(() => {
      jest.requireActual('./owner-change');
    });
    expect(localStorage.getItem(ownedKey('open_project', 'user-a'))).toBeNull();
    expect(localStorage.getItem(ownedKey('open_project', 'visitor'))).toBe('visitor-project');
    expect(localStorage.getItem('unowned_setting')).toBe('kept');
  });
});
