import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  Res,
  UseFilters,
  applyDecorators,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorBodyDto } from '../../common/error-body.dto';
import type { User } from '../../identity/entities/user.entity';
import { Authenticated } from '../../identity/http/authenticated.decorator';
import { CurrentUser } from '../../identity/http/current-user.decorator';
import { CreditsExceptionFilter } from './credits-exception.filter';
import { ArtifactDto, ArtifactIdParamDto, ArtifactsQueryDto, ArtifactsResponseDto } from './dto/artifact.dto';
import { BrandKitDto, BrandKitResponseDto } from './dto/brand-kit.dto';
import { InsufficientCreditsDto } from './dto/charge-response.dto';
import { CampaignCopyDto, QuickCreateDto, VisualDto } from './dto/generate.dto';
import { IdempotencyQueryDto } from '../../common/idempotency/idempotency-query.dto';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { MarketingPlansResponseDto } from './dto/plans-response.dto';
import { idempotencyKeyOf } from './idempotency-key';
import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER } from '../../common/idempotency/idempotency.constants';
import { mapPlans } from './marketing.mapper';
import { type GeneratedArtifact, MarketingService } from './marketing.service';
import { RequestHeader } from '../../common/http/request-header.decorator';
import { ApiEngineFailures } from '../../engines/api-engine-failures.decorator';

const GENERATOR_DESCRIPTION =
  'Runs under a credit charge: the one the studio made with POST /api/v1/consume under the same idempotency key and ' +
  'the same charge body ({endpoint, source: "web", meta}), or a new one. The charge is captured when the artifact is ' +
  'stored and refunded when generation fails. A repeat with the same key and request answers the same artifact ' +
  '(Idempotent-Replayed: true); with another request, 422; while it runs, 409. Uses the brand kit.';

function ApiGenerator(summary: string, charge: string): MethodDecorator {
  return applyDecorators(
    ApiOperation({ summary, description: `${GENERATOR_DESCRIPTION} Charge: ${charge}.` }),
    Idempotent(),
    ApiOkResponse({ type: ArtifactDto }),
    ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED / INVALID_IDEMPOTENCY_KEY / INVALID_INPUT' }),
    ApiPaymentRequiredResponse({ type: InsufficientCreditsDto, description: 'INSUFFICIENT_CREDITS, with the shortfall' }),
    ApiConflictResponse({ type: ErrorBodyDto, description: 'CHARGE_RELEASED: the credits held under this key were refunded; start again with a new key' }),
    ApiUnprocessableEntityResponse({ type: ErrorBodyDto, description: 'IDEMPOTENCY_KEY_REUSED' }),
    ApiEngineFailures({ note: '(the charge was refunded)' }),
  );
}

/** Marketing Studio: plans, brand kit, generators and artifacts. */
@ApiTags('marketing')
@UseFilters(CreditsExceptionFilter)
@Controller('marketing')
export class MarketingController {
  constructor(private readonly marketing: MarketingService) {}

  @Get('plans')
  @ApiOperation({ summary: 'The Marketing Studio plans, the cost of each endpoint and what RC and SC pay for (public)' })
  @ApiOkResponse({ type: MarketingPlansResponseDto })
  plans(): MarketingPlansResponseDto {
    return mapPlans();
  }

  @Get('brand-kit')
  @Authenticated()
  @ApiOperation({ summary: 'Your brand kit (product, audience, voice); empty until saved' })
  @ApiOkResponse({ type: BrandKitResponseDto })
  brandKit(@CurrentUser() user: User): Promise<BrandKitResponseDto> {
    return this.marketing.brandKit(user.id);
  }

  @Put('brand-kit')
  @Authenticated()
  @ApiOperation({ summary: 'Save your brand kit; every generator and the Chat Engineer use it' })
  @ApiOkResponse({ type: BrandKitResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED' })
  saveBrandKit(@CurrentUser() user: User, @Body() body: BrandKitDto): Promise<BrandKitResponseDto> {
    return this.marketing.saveBrandKit(user.id, body);
  }

  @Get('artifacts')
  @Authenticated()
  @ApiOperation({ summary: 'Your recent artifacts, newest first' })
  @ApiOkResponse({ type: ArtifactsResponseDto })
  artifacts(@CurrentUser() user: User, @Query() query: ArtifactsQueryDto): Promise<ArtifactsResponseDto> {
    return this.marketing.artifactsOf(user.id, query.limit);
  }

  @Get('artifacts/:id')
  @Authenticated()
  @ApiOperation({ summary: 'One of your artifacts' })
  @ApiOkResponse({ type: ArtifactDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "ARTIFACT_NOT_FOUND (also for another account's artifact)" })
  artifact(@CurrentUser() user: User, @Param() params: ArtifactIdParamDto): Promise<ArtifactDto> {
    return this.marketing.artifact(user.id, params.id);
  }

  @Post('quick-create')
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  @ApiGenerator('Quick Create: short copy (headline and body) or an image from one line', '{endpoint: "text" | "image", meta: {feature: "quick_create"}}')
  async quickCreate(
    @CurrentUser() user: User,
    @Query() query: IdempotencyQueryDto,
    @RequestHeader(IDEMPOTENCY_KEY_HEADER) header: string | undefined,
    @Body() body: QuickCreateDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ArtifactDto> {
    return answer(response, await this.marketing.quickCreate(user.id, idempotencyKeyOf(query.idempotency_key, header, false), body));
  }

  @Post('campaign-copy')
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  @ApiGenerator(
    'Campaign Copy: structured copy per type (ad: headline, body, call to action; email: subject, preview, body; landing; social)',
    '{endpoint: "text", meta: {feature: "campaign_copy", copyType}}',
  )
  async campaignCopy(
    @CurrentUser() user: User,
    @Query() query: IdempotencyQueryDto,
    @RequestHeader(IDEMPOTENCY_KEY_HEADER) header: string | undefined,
    @Body() body: CampaignCopyDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ArtifactDto> {
    return answer(response, await this.marketing.campaignCopy(user.id, idempotencyKeyOf(query.idempotency_key, header, false), body));
  }

  @Post('visuals')
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  @ApiGenerator('Visuals: an image in a style (photo, illustration, 3d, sketch)', '{endpoint: "image", meta: {feature: "visuals", style}}')
  async visual(
    @CurrentUser() user: User,
    @Query() query: IdempotencyQueryDto,
    @RequestHeader(IDEMPOTENCY_KEY_HEADER) header: string | undefined,
    @Body() body: VisualDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ArtifactDto> {
    return answer(response, await this.marketing.visual(user.id, idempotencyKeyOf(query.idempotency_key, header, false), body));
  }
}

function answer(response: Response, { artifact, replayed }: GeneratedArtifact): ArtifactDto {
  if (replayed) response.setHeader(REPLAYED_HEADER, 'true');
  response.setHeader('X-Engine', `${artifact.engine.provider}/${artifact.engine.model} (${artifact.engine.label})`);
  return artifact;
}
