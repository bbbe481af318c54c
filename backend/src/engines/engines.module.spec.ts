import type { AppConfig } from '../config/app-config.interface';
import { enginesConfigFrom } from './engines.module';

describe(enginesConfigFrom.name, () => {
  it('passes each capability provider and the openai models and endpoint through', () => {
    const config = {
      engines: {
        text: { provider: 'openai', model: 'llama3' },
        image: { provider: 'local' },
        video: { provider: 'local' },
        transcription: { provider: 'openai', model: 'whisper-1' },
        vision: { provider: 'local' },
        music: { provider: 'local' },
      },
      openai: { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'sk-x' },
    } as unknown as AppConfig;

    expect(enginesConfigFrom(config)).toEqual({
      text: 'openai',
      image: 'local',
      video: 'local',
      transcription: 'openai',
      vision: 'local',
      openai: { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'sk-x', models: { text: 'llama3', transcription: 'whisper-1' } },
    });
  });
});
