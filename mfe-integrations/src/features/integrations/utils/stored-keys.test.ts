import { authStore, ownedKey } from '@atelier/runtime';
import { readStoredKeys, rememberKey } from './stored-keys';

const KEY = { id: 'k1', key: 'atl_full_key_0000000000', created_at: '2026-11-20T10:00:00.000Z' };

describe(readStoredKeys.name, () => {
  beforeEach(() => {
    authStore.logout();
    localStorage.clear();
  });

  it("forgets the account's full keys when it signs out, so the next person here never sees them", () => {
    authStore.login({ id: 'u1', email: 'a@example.com', name: 'A' }, 'token');
    rememberKey('u1', KEY);
    expect(readStoredKeys('u1')).toEqual([KEY]);

    authStore.logout();

    expect(readStoredKeys('u1')).toEqual([]);
  });

  it('moves keys kept under the old per-user entry to the owned one', () => {
    localStorage.setItem('atelier.integrations.keys.u1', JSON.stringify([KEY]));
    expect(readStoredKeys('u1')).toEqual([KEY]);
    expect(localStorage.getItem('atelier.integrations.keys.u1')).toBeNull();
    expect(localStorage.getItem(ownedKey('atelier.integrations.keys', 'u1'))).not.toBeNull();
  });
});
