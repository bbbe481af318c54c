import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiExtraModels, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors, ApiRoute, withBody } from '../../../common/http/api-route.decorator';
import { RequestHeader } from '../../../common/http/request-header.decorator';
import { OpenAiErrorEnvelopeDto } from '../../../common/openai-error-envelope.dto';
import { ApiFileResponse } from '../../../common/openapi/response-content.decorators';
import { API_KEY_SCHEME } from '../../../common/openapi/security-schemes';
import { ApiEngineFailures } from '../../../engines/api-engine-failures.decorator';
import { engineHeader } from '../../../engines/engine-descriptor';
import { SPEECH_CONTENT_TYPES } from '../../../engines/speech-engine';
import { recordEngineTime } from '../gateway-timing';
import { EmbeddingsRequestDto } from './dto/embeddings-request.dto';
import { EmbeddingsResponseDto, TranscriptionResponseJsonDto } from './dto/openai-audio-responses.dto';
import { OpenAiModelDto } from './dto/openai-responses.dto';
import { SpeechRequestDto } from './dto/speech-request.dto';
import { TranscriptionRequestDto, TranscriptionUploadDto } from './dto/transcription-request.dto';
import { OpenAiAudioUploadInterceptor } from './openai-audio-upload.interceptor';
import { OpenAiAudioService, type UploadedAudio } from './openai-audio.service';
import { bearer } from './bearer';

const METERING =
  'Metered in the plan\'s tokens (one per 4 characters, as for chat), held before the engine runs and given back when it fails.';

/**
 * OpenAI's endpoints beyond chat and images at /api/openai/v1: one model by id, speech, transcriptions and
 * embeddings. Registered before OpenAiCompatController, whose catch-all answers 404 for everything else.
 */
@ApiTags('openai-compatible')
@ApiBearerAuth(API_KEY_SCHEME)
@Controller('openai/v1')
@ApiErrors(withBody(OpenAiErrorEnvelopeDto, { 400: 'invalid_request_error (param names the field)', 401: 'invalid_api_key: missing, unknown, revoked, or the demo key' }))
export class OpenAiAudioController {
  constructor(private readonly audio: OpenAiAudioService) {}

  @Get('models/:model')
  @ApiRoute(
    { summary: 'One model this API serves, as GET /models lists it (client.models.retrieve)' },
    OpenAiModelDto,
    withBody(OpenAiErrorEnvelopeDto, { 404: 'model_not_found (param "model")' }),
  )
  model(@Param('model') model: string, @RequestHeader('authorization') authorization?: string): Promise<OpenAiModelDto> {
    return this.audio.model(bearer(authorization), model);
  }

  @Post('audio/speech')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary: 'Speak a text (offline: espeak-ng, a distinct voice per OpenAI voice name; with a provider: its /audio/speech)',
      description: `${METERING} Speech is charged for its input. The offline engine reads the words only (instructions need a provider).`,
    },
    null,
    withBody(OpenAiErrorEnvelopeDto, { 404: 'model_not_found (param "model")', 429: 'insufficient_quota: says how many tokens are left this month' }),
  )
  @ApiFileResponse({ types: [...new Set(Object.values(SPEECH_CONTENT_TYPES))], description: 'The audio in the format asked for (mp3 by default)' })
  @ApiEngineFailures({ type: OpenAiErrorEnvelopeDto, note: 'in lower case, type server_error' })
  async speech(
    @Body() body: SpeechRequestDto,
    @RequestHeader('authorization') authorization: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const started = performance.now();
    const speech = await this.audio.speech(bearer(authorization), body);
    recordEngineTime(response, performance.now() - started);
    response.status(HttpStatus.OK).set({ 'Content-Type': speech.contentType, 'X-Engine': engineHeader(this.audio.speechEngine) }).end(speech.audio);
  }

  @Post('audio/transcriptions')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(OpenAiAudioUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: TranscriptionUploadDto })
  @ApiExtraModels(TranscriptionResponseJsonDto)
  @ApiRoute(
    {
      summary: "Transcribe audio through the configured provider; the offline engine cannot (503 naming ENGINE_TRANSCRIPTION)",
      description: `${METERING} A transcription is charged for its text.`,
    },
    null,
    withBody(OpenAiErrorEnvelopeDto, {
      404: 'model_not_found (param "model")',
      413: 'payload_too_large: the file is over 25 MB',
      429: "insufficient_quota: the plan's tokens for this month are used up",
    }),
  )
  @ApiResponse({
    status: HttpStatus.OK,
    description: 'JSON for json and verbose_json (the provider\'s fields as it sent them); the provider\'s text for text, srt and vtt',
    content: {
      'application/json': { schema: { $ref: getSchemaPath(TranscriptionResponseJsonDto) } },
      'text/plain': { schema: { type: 'string' } },
      'text/vtt': { schema: { type: 'string' } },
      'application/x-subrip': { schema: { type: 'string' } },
    },
  })
  @ApiEngineFailures({ type: OpenAiErrorEnvelopeDto, note: 'in lower case, type server_error; 503 engine_unavailable without a provider' })
  async transcriptions(
    @Body() body: TranscriptionRequestDto,
    @UploadedFile() file: UploadedAudio | undefined,
    @RequestHeader('authorization') authorization: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const started = performance.now();
    const answer = await this.audio.transcription(bearer(authorization), body, file);
    recordEngineTime(response, performance.now() - started);
    if ('json' in answer) response.status(HttpStatus.OK).json(answer.json);
    else response.status(HttpStatus.OK).type(answer.contentType).send(answer.body);
  }

  @Post('embeddings')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary: 'Embeddings through the configured provider; the offline engine has none (503 naming ENGINE_EMBEDDINGS)',
      description: `${METERING} Embeddings are charged for their input.`,
    },
    EmbeddingsResponseDto,
    withBody(OpenAiErrorEnvelopeDto, { 404: 'model_not_found (param "model")', 429: 'insufficient_quota: says how many tokens are left this month' }),
  )
  @ApiEngineFailures({ type: OpenAiErrorEnvelopeDto, note: 'in lower case, type server_error; 503 engine_unavailable without a provider' })
  async embeddings(
    @Body() body: EmbeddingsRequestDto,
    @RequestHeader('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<EmbeddingsResponseDto> {
    const started = performance.now();
    const answer = await this.audio.embeddings(bearer(authorization), body);
    recordEngineTime(response, performance.now() - started);
    return answer;
  }
}
