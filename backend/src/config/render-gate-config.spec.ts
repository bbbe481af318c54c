import { EnvReader } from './env.reader';
import { readRenderGateDir } from './render-gate-config';

function read(env: Record<string, string>, nodeEnv: 'development' | 'production' | 'test') {
  const reader = new EnvReader(env);
  return { dir: readRenderGateDir(reader, nodeEnv, '/srv/atelier/backend'), errors: reader.errors };
}

describe(readRenderGateDir.name, () => {
  it('is off unless the variable is set', () => {
    expect(read({}, 'development')).toEqual({ dir: undefined, errors: [] });
    expect(read({ MOVIE_RENDER_GATE_DIR: ' ' }, 'production')).toEqual({ dir: undefined, errors: [] });
  });

  it('takes a folder outside production, relative to the working directory', () => {
    expect(read({ MOVIE_RENDER_GATE_DIR: '/tmp/gate' }, 'test')).toEqual({ dir: '/tmp/gate', errors: [] });
    expect(read({ MOVIE_RENDER_GATE_DIR: 'var/gate' }, 'development')).toEqual({ dir: '/srv/atelier/backend/var/gate', errors: [] });
  });

  it('refuses to hold renders in production', () => {
    const { dir, errors } = read({ MOVIE_RENDER_GATE_DIR: '/tmp/gate' }, 'production');
    expect(dir).toBeUndefined();
    expect(errors).toEqual(['MOVIE_RENDER_GATE_DIR holds scene renders for end-to-end tests; it cannot be set with NODE_ENV=production']);
  });
});
