import { Controller, HttpCode, HttpStatus, Post, UploadedFile, UseInterceptors, applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { OptionalAuthentication } from '../../identity/http/optional-authentication.decorator';
import { ImageAnalysisResponseDto } from './dto/image-analysis-response.dto';
import { MediaUploadDto } from './dto/media-upload.dto';
import { TranscriptionResponseDto } from './dto/transcription-response.dto';
import { MediaUploadInterceptor } from './uploads/media-upload.interceptor';
import { type UploadedMedia, UploadsService } from './uploads.service';
import { ApiEngineFailures } from '../../engines/api-engine-failures.decorator';
import { ApiErrors, ApiRoute } from '../../common/http/api-route.decorator';

/** A route of this controller: one file in (multipart field "file"), 200 with what was made of it. */
function MediaUploadRoute(...route: Parameters<typeof ApiRoute>): MethodDecorator {
  return applyDecorators(ApiConsumes('multipart/form-data'), ApiBody({ type: MediaUploadDto }), HttpCode(HttpStatus.OK), ApiRoute(...route));
}

/** Inputs to a chat message: a voice recording to text, an image to a description. */
@ApiTags('media')
@OptionalAuthentication()
@UseInterceptors(MediaUploadInterceptor)
@ApiErrors({ 400: 'FILE_REQUIRED / INVALID_UPLOAD (malformed multipart)', 413: 'PAYLOAD_TOO_LARGE: over 10 MB' })
@ApiEngineFailures()
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('transcribe')
  @MediaUploadRoute('Transcribe a voice recording (WebM from MediaRecorder; also Ogg, WAV, MP3, M4A)', TranscriptionResponseDto, {
    415: "UNSUPPORTED_MEDIA_TYPE: 'Please upload an audio file'",
    503: 'ENGINE_UNAVAILABLE (the offline engine cannot transcribe) / UPLOADS_BUSY',
  })
  transcribe(@UploadedFile() file: UploadedMedia | undefined): Promise<TranscriptionResponseDto> {
    return this.uploads.transcribe(file);
  }

  @Post('analyze-image')
  @MediaUploadRoute('Describe an image (PNG, JPEG, GIF or WebP by content) as context for the next chat message', ImageAnalysisResponseDto, {
    413: 'PAYLOAD_TOO_LARGE: over 10 MB / IMAGE_TOO_MANY_PIXELS: over 40 megapixels by its header (refused before decoding)',
    415: "UNSUPPORTED_MEDIA_TYPE: 'Please upload an image file'",
    503: 'ENGINE_UNAVAILABLE / UPLOADS_BUSY',
  })
  analyzeImage(@UploadedFile() file: UploadedMedia | undefined): Promise<ImageAnalysisResponseDto> {
    return this.uploads.analyzeImage(file);
  }
}
