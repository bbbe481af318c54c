import { Body, Controller, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { QuotaExceededDto } from '../../metering/quotas/quota-exceeded.dto';
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

@ApiTags('media')
@OptionalAuthentication()
@Controller('photo')
export class PhotoController {
  constructor(private readonly photos: PhotoService) {}

  @Post('generate')
  @HttpCode(HttpStatus.OK)
  @Idempotent()
  @ApiOperation({
    summary: 'Generate a photo from a prompt',
    description:
      'Counted against the daily photo quota (accounts by account, visitors by browser session and a 10× ceiling per IP); a failed generation ' +
      'is not counted. `photo_url` is served by GET /api/media/{id}. Header X-Engine names the engine. With ' +
      '`idempotency_key`, a repeat of the same request answers the same photo (Idempotent-Replayed: true) without counting it again.',
  })
  @ApiOkResponse({ type: PhotoResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED / INVALID_JSON / INVALID_INPUT' })
  @ApiTooManyRequestsResponse({ type: QuotaExceededDto, description: 'QUOTA_EXCEEDED, with Retry-After and resetsAt' })
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
