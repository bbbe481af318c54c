import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SceneRenderGate } from './scene-render-gate';

const SCENE = '5f0c6a9e-3c1d-4b7e-9a57-0d2f3b8c1e44';

describe(SceneRenderGate.name, () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'render-gate-'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lets every scene through when no gate folder is configured', async () => {
    writeFileSync(join(dir, SCENE), '');
    await expect(new SceneRenderGate({}).pass(SCENE, new AbortController().signal)).resolves.toBeUndefined();
  });

  it('lets a scene without a file through at once', async () => {
    await expect(new SceneRenderGate({ movieRenderGateDir: dir }).pass(SCENE, new AbortController().signal)).resolves.toBeUndefined();
  });

  it('holds a scene named by a file until the file is removed', async () => {
    writeFileSync(join(dir, SCENE), '');
    writeFileSync(join(dir, 'other'), '');
    const gate = new SceneRenderGate({ movieRenderGateDir: dir });
    let passed = false;
    const passing = gate.pass(SCENE, new AbortController().signal).then(() => (passed = true));
    // Another file going away is an event in the folder, yet this scene stays held.
    const otherGone = new Promise((resolve) => setImmediate(resolve)).then(() => rmSync(join(dir, 'other')));
    await otherGone;
    await new Promise((resolve) => setImmediate(resolve));
    expect(passed).toBe(false);

    rmSync(join(dir, SCENE));
    await passing;
    expect(passed).toBe(true);
  });

  it('stops holding when the attempt is aborted', async () => {
    writeFileSync(join(dir, SCENE), '');
    const controller = new AbortController();
    const passing = new SceneRenderGate({ movieRenderGateDir: dir }).pass(SCENE, controller.signal);
    controller.abort(new Error('attempt expired'));
    await expect(passing).rejects.toThrow('attempt expired');
  });
});
