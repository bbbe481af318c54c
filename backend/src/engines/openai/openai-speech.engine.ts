import type { SpeechEngine, SpeechRequest, SpeechResult } from '../speech-engine';
import { SPEECH_CONTENT_TYPES } from '../speech-engine';
import { OpenAiModelEngine } from './openai-model-engine';

/** `POST /audio/speech` of the provider: the audio bytes it answers, served with the format's Content-Type. */
export class OpenAiSpeechEngine extends OpenAiModelEngine implements SpeechEngine {
  async speak(request: SpeechRequest): Promise<SpeechResult> {
    const audio = await this.client.bytes({
      path: '/audio/speech',
      json: {
        model: this.model,
        input: request.input,
        voice: request.voice,
        response_format: request.format,
        speed: request.speed,
        ...(request.instructions ? { instructions: request.instructions } : {}),
      },
      signal: request.signal,
    });
    return { audio, contentType: SPEECH_CONTENT_TYPES[request.format] };
  }
}
