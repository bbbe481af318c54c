import { All, Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppException } from '../../../common/app.exception';
import { CommonErrorCode } from '../../../common/common-error-code.enum';
import { engineHeader } from '../../../engines/engine-descriptor';
import { recordEngineTime } from '../gateway-timing';
import { ChatCompletionRequestDto } from './dto/chat-completion-request.dto';
import { ImageGenerationRequestDto } from './dto/image-generation-request.dto';
import { ChatCompletionResponseDto, ImageGenerationResponseDto, OpenAiModelListDto } from './dto/openai-responses.dto';
import { OpenAiCompatService } from './openai-compat.service';
import { streamCompletion } from './stream-completion';
import { toResponseChoice } from './response-choice';
import { bearer } from './bearer';
import { RequestHeader } from '../../../common/http/request-header.decorator';
import { API_KEY_SCHEME } from '../../../common/openapi/security-schemes';
import { OpenAiErrorEnvelopeDto } from '../../../common/openai-error-envelope.dto';
import { ApiEventStream } from '../../../common/openapi/response-content.decorators';
import { ChatCompletionChunkDto } from './dto/openai-stream.dto';
import { ApiEngineFailures } from '../../../engines/api-engine-failures.decorator';
import { ApiErrors, ApiRoute, withBody } from '../../../common/http/api-route.decorator';

const ABOUT =
  'OpenAI-compatible: point any OpenAI SDK at /api/openai/v1 with an Atelier API key as the key. Metered like ' +
  '/api/wp/*: tokens are one per 4 characters of every message and of the answer, held before the engine runs and ' +
  'settled to what was delivered; the demo key does not work here. Errors use OpenAI\'s envelope ' +
  '{error: {message, type, param, code}}: 401 invalid key, 429 plan used up (Retry-After), 400 bad request; engine failures as the engine-error table says (502/503/504).';


/** OpenAI's protocol at /api/openai/v1 for the API keys of the integrations area. */
@ApiTags('openai-compatible')
// The key is sent as OpenAI's SDKs send theirs: Authorization: Bearer atk_….
@ApiBearerAuth(API_KEY_SCHEME)
@Controller('openai/v1')
@ApiErrors(withBody(OpenAiErrorEnvelopeDto, { 400: 'invalid_request_error', 401: 'invalid_api_key: missing, unknown, revoked, or the demo key' }))
export class OpenAiCompatController {
  constructor(private readonly openai: OpenAiCompatService) {}

  @Get('models')
  @ApiRoute(
    { summary: 'The models this API serves (the offline engine is named as such)', description: ABOUT },
    OpenAiModelListDto,
  )
  models(@RequestHeader('authorization') authorization?: string): Promise<OpenAiModelListDto> {
    return this.openai.models(bearer(authorization));
  }

  @Post('chat/completions')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary: 'Chat completion, plain or streamed (stream: true) as OpenAI chunks ending in [DONE]',
      description:
        `${ABOUT} Image parts (base64 data: URLs of PNG, JPEG, GIF or WebP, at most 40 megapixels) are described by the ` +
        'vision engine for the text engine, after the key and plan are checked.',
    },
    null,
    withBody(OpenAiErrorEnvelopeDto, {
      404: 'model_not_found',
      413:
        'image_too_many_pixels: an image part declares more than 40 megapixels in its header (refused before decoding); ' +
        'payload_too_large: the body is over BODY_LIMIT',
      429: "insufficient_quota: the plan's tokens for this month are used up",
    }),
  )
  @ApiEventStream({
    json: ChatCompletionResponseDto,
    description:
      'With `stream: true`: one `chat.completion.chunk` per frame (the role first, then each piece, then the finish reason, ' +
      'then the usage with stream_options.include_usage), ended by `data: [DONE]`; a failure after the stream started is a ' +
      'last frame with OpenAI\'s error envelope.',
    events: { message: [ChatCompletionChunkDto, OpenAiErrorEnvelopeDto] },
  })
  @ApiEngineFailures({ type: OpenAiErrorEnvelopeDto, note: 'in lower case, type server_error' })
  async chatCompletions(
    @Body() body: ChatCompletionRequestDto,
    @RequestHeader('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ChatCompletionResponseDto | undefined> {
    const prepared = await this.openai.prepareCompletion(bearer(authorization), body);
    response.setHeader('X-Engine', engineHeader(prepared.engine));
    if (body.stream) {
      await streamCompletion(this.openai, prepared, response, body.stream_options?.include_usage === true);
      return undefined;
    }
    const started = performance.now();
    const outcome = await this.openai.runCompletion(prepared, () => undefined);
    recordEngineTime(response, performance.now() - started);
    return {
      id: prepared.id,
      object: 'chat.completion',
      created: prepared.created,
      model: prepared.model,
      choices: outcome.choices.map(toResponseChoice),
      usage: outcome.usage,
    };
  }

  @Post('images/generations')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    { summary: 'Generate images (url or b64_json); each image is metered as one', description: ABOUT },
    ImageGenerationResponseDto,
    withBody(OpenAiErrorEnvelopeDto, { 404: 'model_not_found', 429: "insufficient_quota: the plan's images for this month are used up" }),
  )
  @ApiEngineFailures({ type: OpenAiErrorEnvelopeDto, note: 'in lower case, type server_error' })
  async images(
    @Body() body: ImageGenerationRequestDto,
    @RequestHeader('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ImageGenerationResponseDto> {
    const started = performance.now();
    const answer = await this.openai.generateImages(bearer(authorization), body);
    recordEngineTime(response, performance.now() - started);
    return answer;
  }

  /** Everything else OpenAI's API has (video, files, responses…): a clear 404 in its envelope. Registered last. */
  @All('*path')
  @ApiExcludeEndpoint()
  notServed(@Req() request: Request): never {
    const path = request.path.replace(/^\/api\/openai\/v1/, '').slice(0, 100);
    throw new AppException(
      CommonErrorCode.NOT_FOUND,
      `${request.method} ${path} is not served by Atelier's OpenAI-compatible API. It serves GET /models, GET /models/{id}, ` +
        'POST /chat/completions, POST /images/generations, POST /audio/speech, POST /audio/transcriptions and POST /embeddings; ' +
        'videos are made with POST /api/wp/video.',
      HttpStatus.NOT_FOUND,
    );
  }
}
