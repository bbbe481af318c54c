import * as path from 'node:path';
import { audioWorkerScript } from './audio-worker-client';

describe(audioWorkerScript.name, () => {
  it('runs the built sibling from dist, and the dist build when running from sources', () => {
    const built = path.join('/app', 'backend', 'dist', 'engines', 'local', 'music', 'audio-worker-client.js');
    const source = path.join('/app', 'backend', 'src', 'engines', 'local', 'music', 'audio-worker-client.ts');
    const expected = path.join('/app', 'backend', 'dist', 'engines', 'local', 'music', 'audio-worker.js');

    expect(audioWorkerScript(built)).toBe(expected);
    expect(audioWorkerScript(source)).toBe(expected);
  });
});
