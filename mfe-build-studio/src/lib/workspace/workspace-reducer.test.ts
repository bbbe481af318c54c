import { selectedContent, workspaceReducer } from './workspace-reducer';
import type { WorkspaceState } from './workspace-types';

const file = (path: string, content = '') => ({ path, content, type: 'file' as const });

function state(overrides: Partial<WorkspaceState> = {}): WorkspaceState {
  return {
    project: { localId: '1', serverId: null, name: 'New Project', projectType: 'static', lastSaved: null },
    files: [file('index.html', '<h1>Hi</h1>'), file('styles.css', 'h1{}')],
    history: [],
    messages: [],
    selectedPath: 'index.html',
    streaming: {},
    generating: false,
    dirty: false,
    revision: 0,
    ...overrides,
  };
}

describe('workspaceReducer', () => {
  it('edits a file, bumps the revision and marks the project changed', () => {
    const next = workspaceReducer(state(), { type: 'edit-file', path: 'styles.css', content: 'h1{color:red}' });
    expect(next.files[1].content).toBe('h1{color:red}');
    expect(next).toMatchObject({ dirty: true, revision: 1 });
    expect(workspaceReducer(next, { type: 'edit-file', path: 'styles.css', content: 'h1{color:red}' })).toBe(next);
  });

  it('creates, renames and deletes files, keeping the selection sensible', () => {
    let next = workspaceReducer(state(), { type: 'create-file', path: 'scripts/app.js' });
    expect(next.selectedPath).toBe('scripts/app.js');
    next = workspaceReducer(next, { type: 'rename-file', from: 'scripts/app.js', to: 'js/app.js' });
    expect(next.files.map((f) => f.path)).toEqual(['index.html', 'styles.css', 'js/app.js']);
    expect(next.selectedPath).toBe('js/app.js');
    next = workspaceReducer(next, { type: 'delete-file', path: 'js/app.js' });
    expect(next.selectedPath).toBe('index.html');
    expect(workspaceReducer(next, { type: 'rename-file', from: 'index.html', to: 'styles.css' })).toBe(next);
  });

  it('replaces every file and selects the first (spec multi-file mode)', () => {
    const next = workspaceReducer(state({ selectedPath: 'styles.css' }), { type: 'replace-files', files: [file('a.html'), file('b.css')] });
    expect(next.files.map((f) => f.path)).toEqual(['a.html', 'b.css']);
    expect(next.selectedPath).toBe('a.html');
  });

  it('shows a file while it streams in, then keeps what its operation wrote', () => {
    let next = workspaceReducer(state(), { type: 'stream-file', path: 'script.js', content: 'const a' });
    expect(next.selectedPath).toBe('script.js');
    expect(selectedContent(next)).toBe('const a');
    expect(next.files.map((f) => f.path)).not.toContain('script.js');
    next = workspaceReducer(next, { type: 'stream-file', path: 'script.js', content: 'const a = 1;' });
    next = workspaceReducer(next, { type: 'set-file', path: 'script.js', content: 'const a = 1;' });
    expect(next.streaming).toEqual({});
    expect(selectedContent(next)).toBe('const a = 1;');
  });

  it('streams the reply into the AI message and records the turn in the history', () => {
    const user = { id: 'u', sender: 'user' as const, text: 'make it blue' };
    const ai = { id: 'a', sender: 'ai' as const, text: '', pending: true };
    let next = workspaceReducer(state(), { type: 'generation-start', user, ai });
    expect(next.generating).toBe(true);
    next = workspaceReducer(next, { type: 'message-update', id: 'a', appendText: 'Done' });
    next = workspaceReducer(next, { type: 'message-update', id: 'a', appendText: '!', patch: { pending: false } });
    expect(next.messages[1]).toMatchObject({ text: 'Done!', pending: false });
    next = workspaceReducer(next, { type: 'generation-end', history: [{ role: 'user', parts: [{ text: 'make it blue' }] }, { role: 'model', parts: [{ text: 'Done!' }] }] });
    expect(next.generating).toBe(false);
    expect(next.history).toHaveLength(2);
  });

  it('marks the project saved', () => {
    const next = workspaceReducer(state({ dirty: true }), { type: 'project-meta', patch: { serverId: 'x', lastSaved: 'now' }, saved: true });
    expect(next.project).toMatchObject({ serverId: 'x', lastSaved: 'now' });
    expect(next.dirty).toBe(false);
  });
});
