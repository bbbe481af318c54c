import { EngineError } from '../engine-error';
import type { TranscriptionEngine, TranscriptionOptions, TranscriptionResult } from '../transcription-engine';
import { OpenAiModelEngine } from './openai-model-engine';

/** The words of an SRT or WebVTT answer: cue numbers, timings and the header left out. */
function cueText(body: string): string {
  return body
    .split(/\r?\n/)
    .filter((line) => line.trim() && !/^\d+$/.test(line.trim()) && !line.includes('-->') && line.trim() !== 'WEBVTT')
    .join(' ')
    .trim();
}

/** `POST /audio/transcriptions` as multipart with `file` and `model`, plus the caller's language, prompt and format. */
export class OpenAiTranscriptionEngine extends OpenAiModelEngine implements TranscriptionEngine {
  async transcribe(audio: Buffer, options: TranscriptionOptions): Promise<TranscriptionResult> {
    const form = new FormData();
    form.append('file', new Blob([audio], { type: options.contentType }), options.filename);
    form.append('model', this.model);
    if (options.language) form.append('language', options.language);
    if (options.prompt) form.append('prompt', options.prompt);
    if (options.temperature !== undefined) form.append('temperature', String(options.temperature));
    const format = options.responseFormat ?? 'json';
    if (format !== 'json') form.append('response_format', format);
    if (format === 'json' || format === 'verbose_json') {
      const raw = await this.client.bytes({ path: '/audio/transcriptions', form, signal: options.signal });
      let answer: { text?: unknown };
      try {
        answer = JSON.parse(raw.toString('utf8')) as { text?: unknown };
      } catch (error) {
        throw new EngineError('provider', 'The provider sent an answer that is not JSON.', { cause: error });
      }
      if (typeof answer.text !== 'string') throw new EngineError('provider', 'The provider answered without a transcription.');
      const formatted = format === 'verbose_json' ? { body: raw.toString('utf8'), contentType: 'application/json' } : undefined;
      return { text: answer.text.trim(), engine: this.engine, formatted };
    }
    const body = (await this.client.bytes({ path: '/audio/transcriptions', form, signal: options.signal })).toString('utf8');
    const contentType = format === 'vtt' ? 'text/vtt' : format === 'srt' ? 'application/x-subrip' : 'text/plain';
    return { text: format === 'text' ? body.trim() : cueText(body), engine: this.engine, formatted: { body, contentType: `${contentType}; charset=utf-8` } };
  }
}
