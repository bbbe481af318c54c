import { EngineError } from '../engine-error';
import type { TranscriptionEngine, TranscriptionOptions, TranscriptionResult } from '../transcription-engine';
import { OpenAiModelEngine } from './openai-model-engine';

/** `POST /audio/transcriptions` as multipart with `file` and `model`. */
export class OpenAiTranscriptionEngine extends OpenAiModelEngine implements TranscriptionEngine {
  async transcribe(audio: Buffer, options: TranscriptionOptions): Promise<TranscriptionResult> {
    const form = new FormData();
    form.append('file', new Blob([audio], { type: options.contentType }), options.filename);
    form.append('model', this.model);
    const answer = await this.client.json<{ text?: unknown }>({
      path: '/audio/transcriptions',
      form,
      signal: options.signal,
    });
    if (typeof answer.text !== 'string') throw new EngineError('provider', 'The provider answered without a transcription.');
    return { text: answer.text.trim(), engine: this.engine };
  }
}
