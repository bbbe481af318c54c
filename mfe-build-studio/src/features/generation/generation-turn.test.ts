import { createPatch } from 'diff';
import { ApiError } from '@atelier/runtime';
import type { BuildStreamDoneEventDto } from '@atelier/api-types';
import { contentChecksum } from '../../lib/checksum';
import { workspaceReducer, type WorkspaceAction } from '../../lib/workspace/workspace-reducer';
import type { WorkspaceState } from '../../lib/workspace/workspace-types';
import { GENERATION_FAILED, startGenerationTurn } from './generation-turn';

const css = 'header {\n  background: white;\n}\n';
const blue = css.replace('white', 'blue');
const engine = { provider: 'local' as const, model: 'atelier-code-templates', label: 'offline engine' };

/** A workspace mid-turn, and a dispatch that folds every action into it as the studio's reducer does. */
function workspace() {
  let state: WorkspaceState = {
    project: { localId: '1', serverId: null, name: 'New Project', projectType: 'static', lastSaved: null },
    files: [{ path: 'styles.css', content: css, type: 'file' }],
    history: [],
    messages: [],
    selectedPath: 'styles.css',
    streaming: {},
    generating: false,
    dirty: false,
    revision: 0,
  };
  const dispatch = (action: WorkspaceAction) => {
    state = workspaceReducer(state, action);
  };
  dispatch({ type: 'generation-start', user: { id: 'u', sender: 'user', text: 'Make it blue' }, ai: { id: 'ai', sender: 'ai', text: '', pending: true } });
  return { dispatch, get state() { return state; } };
}

const done = (overrides: Partial<BuildStreamDoneEventDto> = {}): BuildStreamDoneEventDto => ({
  generationId: 'g1',
  engine,
  isConversation: false,
  mode: 'multi-file',
  reply: 'Done.',
  changed: [{ path: 'styles.css', change: 'modified' }],
  notices: [],
  fileCount: 1,
  checksums: { 'styles.css': contentChecksum(blue) },
  version: null,
  ...overrides,
});

const noFetch = () => Promise.reject(new Error('nothing should be fetched'));
const aiMessage = (state: WorkspaceState) => state.messages.find((message) => message.id === 'ai');

describe('startGenerationTurn', () => {
  it('fills a streamed file in and settles the message with the reply and the changed files', async () => {
    const ws = workspace();
    const turn = startGenerationTurn(ws.state, 'ai', ws.dispatch);
    turn.handlers.onStart({ generationId: 'g1', engine });
    turn.handlers.onWriteStart('styles.css');
    turn.handlers.onWriteChunk('styles.css', blue.slice(0, 10));
    turn.handlers.onWriteChunk('styles.css', blue.slice(10));
    turn.handlers.onOperation({ op: 'write', path: 'styles.css', streamed: true, checksum: contentChecksum(blue) });
    turn.handlers.onDone(done());

    const result = await turn.finish(noFetch, () => '');

    expect(result).toEqual({ reply: 'Done.', changedFiles: [{ path: 'styles.css', content: blue }] });
    expect(ws.state.files.find((file) => file.path === 'styles.css')?.content).toBe(blue);
    expect(ws.state.streaming).toEqual({});
    expect(aiMessage(ws.state)).toMatchObject({ text: 'Done.', pending: false, engine: 'offline engine', changes: [{ path: 'styles.css', change: 'modified' }] });
  });

  it('selects the first file written once a multi-file turn is over (spec 001 §4), though each was shown as it streamed', async () => {
    const ws = workspace();
    const turn = startGenerationTurn(ws.state, 'ai', ws.dispatch);
    turn.handlers.onStart({ generationId: 'g1', engine });
    for (const [path, content] of [['index.html', '<h1>Hi</h1>'], ['styles.css', blue], ['script.js', 'go();']]) {
      turn.handlers.onWriteStart(path);
      turn.handlers.onWriteChunk(path, content);
      expect(ws.state.selectedPath).toBe(path);
      turn.handlers.onOperation({ op: 'write', path, streamed: true, checksum: contentChecksum(content) });
    }
    turn.handlers.onDone(done({ checksums: { 'index.html': contentChecksum('<h1>Hi</h1>'), 'styles.css': contentChecksum(blue), 'script.js': contentChecksum('go();') } }));

    await turn.finish(noFetch, () => '');

    expect(ws.state.selectedPath).toBe('index.html');
  });

  it('fetches whole a file whose patch did not fit this copy', async () => {
    const ws = workspace();
    const turn = startGenerationTurn(ws.state, 'ai', ws.dispatch);
    turn.handlers.onStart({ generationId: 'g1', engine });
    const misfit = createPatch('styles.css', 'footer {}\n', 'footer { color: red; }\n');
    turn.handlers.onOperation({ op: 'patch', path: 'styles.css', diff: misfit, checksum: contentChecksum(blue) });
    turn.handlers.onDone(done());
    const fetched: string[] = [];

    const result = await turn.finish(async (generationId, path) => {
      fetched.push(`${generationId}:${path}`);
      return { content: blue };
    }, () => '');

    expect(fetched).toEqual(['g1:styles.css']);
    expect(result.changedFiles).toEqual([{ path: 'styles.css', content: blue }]);
    expect(ws.state.files[0].content).toBe(blue);
  });

  it('keeps the streamed reply when the summary has none, and no files when nothing changed', async () => {
    const ws = workspace();
    const turn = startGenerationTurn(ws.state, 'ai', ws.dispatch);
    turn.handlers.onDone(done({ reply: '', changed: [], checksums: { 'styles.css': contentChecksum(css) } }));

    expect(await turn.finish(noFetch, () => 'Streamed answer')).toEqual({ reply: 'Streamed answer', changedFiles: null });
  });

  it('drops half-written files and says Stopped. when the user stopped the turn', () => {
    const ws = workspace();
    const turn = startGenerationTurn(ws.state, 'ai', ws.dispatch);
    turn.handlers.onWriteStart('app.js');
    turn.handlers.onWriteChunk('app.js', 'const a');

    turn.fail(new DOMException('aborted', 'AbortError'), true);

    expect(ws.state.streaming).toEqual({});
    expect(aiMessage(ws.state)).toMatchObject({ pending: false, notices: ['Stopped.'] });
  });

  it('shows the spec failure text, and the quota message when the quota ran out', () => {
    const ws = workspace();
    const turn = startGenerationTurn(ws.state, 'ai', ws.dispatch);

    turn.fail(new ApiError(429, 'QUOTA_EXCEEDED', 'Daily limit reached.'), false);

    expect(aiMessage(ws.state)).toMatchObject({ text: GENERATION_FAILED, pending: false, error: true, notices: ['Daily limit reached.'] });
  });

  it("shows the server's reason for any refusal the user can act on (too long a prompt, too many files), none for a server failure", () => {
    const ws = workspace();
    startGenerationTurn(ws.state, 'ai', ws.dispatch).fail(new ApiError(400, 'VALIDATION_FAILED', 'files must contain no more than 200 elements'), false);
    expect(aiMessage(ws.state)).toMatchObject({ text: GENERATION_FAILED, error: true, notices: ['files must contain no more than 200 elements'] });

    startGenerationTurn(ws.state, 'ai', ws.dispatch).fail(new ApiError(502, 'ENGINE_FAILED', 'upstream said no'), false);
    expect(aiMessage(ws.state)).toMatchObject({ text: GENERATION_FAILED, error: true, notices: [] });
  });
});
