import { authStore } from '@atelier/runtime';
import { type Draft, loadDraft, saveDraftNow } from './draft-storage';

function draft(owner: string | undefined, serverId: string | null = 'server-project-1'): Draft {
  return {
    project: { localId: '1700000000000', serverId, name: 'Shop', projectType: 'static', lastSaved: null },
    files: [{ path: 'index.html', content: '<h1>A</h1>', type: 'file' }],
    history: [],
    messages: [],
    selectedPath: 'index.html',
    dirty: false,
    at: 1,
    ...(owner ? { owner } : {}),
  };
}

describe(loadDraft.name, () => {
  beforeEach(() => localStorage.clear());

  it("opens the owner's own draft", async () => {
    saveDraftNow(draft('user-a'));
    expect((await loadDraft('user-a'))?.project.serverId).toBe('server-project-1');
  });

  it("never opens another account's draft (its project is not theirs), and removes it", async () => {
    saveDraftNow(draft('user-a'));
    expect(await loadDraft('user-b')).toBeNull();
    expect(await loadDraft('user-a')).toBeNull();
  });

  it("never opens an account's draft for a visitor after it signed out", async () => {
    saveDraftNow(draft('user-a'));
    expect(await loadDraft('visitor')).toBeNull();
  });

  it("gives a visitor's draft to the account they sign in with", async () => {
    saveDraftNow(draft('visitor', null));
    expect((await loadDraft('user-a'))?.files[0].content).toBe('<h1>A</h1>');
  });

  it("treats an older draft without an owner as a visitor's unless it names a server project", async () => {
    saveDraftNow(draft(undefined, null));
    expect(await loadDraft('visitor')).not.toBeNull();
    saveDraftNow(draft(undefined, 'server-project-1'));
    expect(await loadDraft('visitor')).toBeNull();
  });

  it("removes an account's draft as soon as it signs out", async () => {
    authStore.login({ id: 'user-a', email: 'a@example.com', name: 'A' }, 'token-a');
    saveDraftNow(draft('user-a'));
    authStore.logout();
    expect(localStorage.getItem('buildStudioDraft')).toBeNull();
  });
});
