import { Inject, Injectable } from '@nestjs/common';
import { ImageRejectedError, checkImage } from '../../assets/images/image-intake';
import type { Engines } from '../../engines/create-engines';
import { EngineError } from '../../engines/engine-error';
import { EngineFailureException } from '../../engines/engine-error-responses';
import { ENGINES } from '../../engines/engines.module';
import type { ImageAnalysisResponseDto } from './dto/image-analysis-response.dto';
import type { TranscriptionResponseDto } from './dto/transcription-response.dto';
import { GENERIC_ENGINE_FAILURE, MediaException } from './media.errors';
import { detectAudioType } from './uploads/audio-type';
import { uploadFileName } from './uploads/upload-file-name';

/** On an upload, `invalid-input` means the file could not be read (415); every other kind answers as the engine table says. */
function uploadEngineFailure(error: unknown): Error {
  if (error instanceof EngineError && error.kind === 'invalid-input') return MediaException.unreadableUpload(error.message);
  return EngineFailureException.of(error, GENERIC_ENGINE_FAILURE);
}

/** The part of a multer file these calls read. */
export interface UploadedMedia {
  buffer: Buffer;
  originalname?: string;
}

/**
 * Voice and image inputs to a chat message. Not counted against a quota (the message they feed is);
 * bounded by the upload size, the upload concurrency gate and the engines' own timeouts.
 */
@Injectable()
export class UploadsService {
  constructor(@Inject(ENGINES) private readonly engines: Engines) {}

  async transcribe(file: UploadedMedia | undefined): Promise<TranscriptionResponseDto> {
    if (!file) throw MediaException.fileRequired();
    const type = detectAudioType(file.buffer);
    if (!type) throw MediaException.notAudio();
    try {
      const result = await this.engines.transcription.transcribe(file.buffer, {
        filename: `recording.${type.extension}`,
        contentType: type.contentType,
      });
      return { transcription: result.text };
    } catch (error) {
      throw uploadEngineFailure(error);
    }
  }

  /** Through the image intake first: a bomb is refused from its header, before anything is decoded. */
  async analyzeImage(file: UploadedMedia | undefined): Promise<ImageAnalysisResponseDto> {
    if (!file) throw MediaException.fileRequired();
    try {
      const image = checkImage(file.buffer);
      const filename = uploadFileName(file.originalname, `image.${image.type.extension}`);
      const result = await this.engines.vision.analyze(image, { filename });
      return { analysis: result.analysis, filename };
    } catch (error) {
      if (error instanceof ImageRejectedError) throw MediaException.imageRejected(error);
      throw uploadEngineFailure(error);
    }
  }
}
