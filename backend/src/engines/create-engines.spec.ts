import { createEngines } from './create-engines';
import { EngineError } from './engine-error';
import type { EnginesConfig } from './engines-config';
import { LocalImageEngine } from './local/local-image.engine';
import { LocalTextEngine } from './local/local-text.engine';
import { OFFLINE_TRANSCRIPTION_UNAVAILABLE } from './local/local-transcription.engine';
import { OpenAiTextEngine } from './openai/openai-text.engine';
import { OpenAiTranscriptionEngine } from './openai/openai-transcription.engine';

const allLocal: EnginesConfig = { text: 'local', image: 'local', video: 'local', transcription: 'local', vision: 'local' };

describe(createEngines.name, () => {
  it('builds offline engines that say so', () => {
    const engines = createEngines(allLocal);
    expect(engines.text).toBeInstanceOf(LocalTextEngine);
    expect(engines.image).toBeInstanceOf(LocalImageEngine);
    for (const engine of Object.values(engines)) expect(engine.engine).toMatchObject({ provider: 'local', label: 'offline engine' });
  });

  it('chooses the provider per capability, with the configured or default models', () => {
    const engines = createEngines({
      ...allLocal,
      text: 'openai',
      transcription: 'openai',
      openai: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', models: { text: 'llama3.1' } },
    });
    expect(engines.text).toBeInstanceOf(OpenAiTextEngine);
    expect(engines.text.engine).toEqual({ provider: 'openai', model: 'llama3.1', label: 'llama3.1' });
    expect(engines.transcription).toBeInstanceOf(OpenAiTranscriptionEngine);
    expect(engines.transcription.engine.model).toBe('whisper-1');
    expect(engines.image).toBeInstanceOf(LocalImageEngine);
  });

  it('refuses an openai capability without a base URL', () => {
    expect(() => createEngines({ ...allLocal, image: 'openai' })).toThrow(/base URL/);
  });

  it('gives local transcription as a clear "configure a provider" error', async () => {
    const failure = createEngines(allLocal).transcription.transcribe(Buffer.from('x'), {
      filename: 'a.webm',
      contentType: 'audio/webm',
    });
    await expect(failure).rejects.toBeInstanceOf(EngineError);
    await expect(failure).rejects.toMatchObject({ kind: 'unavailable', message: OFFLINE_TRANSCRIPTION_UNAVAILABLE });
  });
});
