import { Body, Controller, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type Caller, CurrentCaller } from '../../identity/http/caller.decorator';
import { VisitorId } from '../../identity/http/visitor-id';
import { OptionalAuthentication } from '../../identity/http/optional-authentication.decorator';
import { engineHeader } from '../../engines/engine-descriptor';
import { GeneratePhotoDto } from './dto/generate-photo.dto';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { IdempotencyQueryDto } from '../../common/idempotency/idempotency-query.dto';
import { PhotoResponseDto } from './dto/photo-response.dto';
import { PhotoService } from './photo.service';
import { ApiEngineFailures } from '../../engines/api-engine-failures.decorator';
import { ApiRoute } from '../../common/http/api-route.decorator';
import { QUOTA_EXCEEDED_ANSWER } from '../../metering/quotas/quota-exceeded.answer';

@ApiTags('media')
@OptionalAuthentication()
@Controller('photo')
export class PhotoController {
  constructor(private readonly photos: PhotoService) {}

  @Post('generate')
  @HttpCode(HttpStatus.OK)
  @Idempotent()
  @ApiRoute(
    {
      summary: 'Generate a photo from a prompt',
      description:
        'Counted against the daily photo quota (accounts by account, visitors by browser session and a 10× ceiling per IP); a failed generation ' +
        'is not counted. `photo_url` is served by GET /api/media/{id}. Header X-Engine names the engine. With ' +
        '`idempotency_key`, a repeat of the same request answers the same photo (Idempotent-Replayed: true) without counting it again.',
    },
    PhotoResponseDto,
    { 400: 'VALIDATION_FAILED / INVALID_JSON / INVALID_INPUT', 429: QUOTA_EXCEEDED_ANSWER },
  )
  @ApiEngineFailures()
  async generate(
    @Body() body: GeneratePhotoDto,
    @Query() _query: IdempotencyQueryDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() visitorId: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PhotoResponseDto> {
    const photo = await this.photos.generate(caller, body.prompt, visitorId ?? body.session_id);
    response.setHeader('X-Engine', engineHeader(photo.engine));
    return photo;
  }
}
