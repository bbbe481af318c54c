import type { AppConfig } from '../../config/app-config.interface';
import { mapPublicConfig } from './public-config.mapper';

const local = { provider: 'local' } as const;
const engines: AppConfig['engines'] = {
  text: { provider: 'openai', model: 'llama3.1' },
  image: local,
  video: local,
  transcription: local,
  vision: local,
  music: local,
  code: local,
  speech: local,
  embeddings: local,
};

describe(mapPublicConfig.name, () => {
  it('describes each engine by provider, model and label', () => {
    const answer = mapPublicConfig({ engines, demoApiKey: 'atk_demo_public' }, ['health', 'config']);

    expect(answer.product).toBe('Atelier');
    expect(answer.engines.text).toEqual({ provider: 'openai', model: 'llama3.1', label: 'OpenAI-compatible' });
    expect(answer.engines.image).toEqual({ provider: 'local', model: 'atelier-local-1', label: 'Offline engine' });
    expect(answer.modules).toEqual(['health', 'config']);
    expect(answer.demoApiKey).toBe('atk_demo_public');
  });

  it('exposes no secret even when handed the whole config', () => {
    const config = {
      engines,
      demoApiKey: 'atk_demo_public',
      openai: { baseUrl: 'https://user:pw@llm.internal/v1', apiKey: 'sk-secret' },
      databaseUrl: 'postgres://u:dbpass@db/atelier',
    };

    const text = JSON.stringify(mapPublicConfig(config, ['config']));

    expect(text).not.toMatch(/sk-secret|llm\.internal|dbpass/);
  });

  it('offers transcription only when a non-local engine can do it', () => {
    expect(mapPublicConfig({ engines, demoApiKey: 'atk_demo_public' }, []).features).toEqual({ signup: true, academy: false, transcription: false });
    const withWhisper = { ...engines, transcription: { provider: 'openai', model: 'whisper-1' } as const };
    expect(mapPublicConfig({ engines: withWhisper, demoApiKey: 'atk_demo_public' }, []).features.transcription).toBe(true);
  });

  it("tells the studio the preview's own origin, or null for the site's", () => {
    expect(mapPublicConfig({ engines, demoApiKey: 'atk_demo_public', previewOrigin: 'http://preview.localhost:3007' }, []).previewOrigin).toBe('http://preview.localhost:3007');
    expect(mapPublicConfig({ engines, demoApiKey: 'atk_demo_public' }, []).previewOrigin).toBeNull();
  });
});
