import { EngineError } from '../engine-error';
import type { TranscriptionEngine, TranscriptionResult } from '../transcription-engine';
import { LOCAL_ENGINES } from './local-engine-descriptors';

export const OFFLINE_TRANSCRIPTION_UNAVAILABLE =
  'Offline transcription is not available. Configure a transcription provider (ENGINE_TRANSCRIPTION=openai).';

/** There is no offline speech model; say so clearly rather than inventing text. */
export class LocalTranscriptionEngine implements TranscriptionEngine {
  readonly engine = LOCAL_ENGINES.transcription;

  async transcribe(): Promise<TranscriptionResult> {
    throw new EngineError('unavailable', OFFLINE_TRANSCRIPTION_UNAVAILABLE);
  }
}
