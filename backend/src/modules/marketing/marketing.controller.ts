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
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { User } from '../../identity/entities/user.entity';
import { Authenticated } from '../../identity/http/authenticated.decorator';
import { CurrentUser } from '../../identity/http/current-user.decorator';
import { CreditsExceptionFilter } from './credits-exception.filter';
import { ArtifactDto, ArtifactIdParamDto, ArtifactsQueryDto, ArtifactsResponseDto } from './dto/artifact.dto';
import { BrandKitDto, BrandKitResponseDto } from './dto/brand-kit.dto';
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
import { ApiRoute } from '../../common/http/api-route.decorator';
import { VALIDATION_FAILED } from '../../common/http/error-answers';
import { CHARGED_ROUTE_ERRORS } from './charged-route-errors';

const GENERATOR_DESCRIPTION =
  'Runs under a credit charge: the one the studio made with POST /api/v1/consume under the same idempotency key and ' +
  'the same charge body ({endpoint, source: "web", meta}), or a new one. The charge is captured when the artifact is ' +
  'stored and refunded when generation fails. A repeat with the same key and request answers the same artifact ' +
  '(Idempotent-Replayed: true); with another request, 422; while it runs, 409. Uses the brand kit.';

function ApiGenerator(summary: string, charge: string): MethodDecorator {
  return applyDecorators(
    ApiRoute({ summary, description: `${GENERATOR_DESCRIPTION} Charge: ${charge}.` }, ArtifactDto, {
      400: 'VALIDATION_FAILED / INVALID_IDEMPOTENCY_KEY / INVALID_INPUT',
      ...CHARGED_ROUTE_ERRORS,
    }),
    Idempotent(),
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
  @ApiRoute('The Marketing Studio plans, the cost of each endpoint and what RC and SC pay for (public)', MarketingPlansResponseDto)
  plans(): MarketingPlansResponseDto {
    return mapPlans();
  }

  @Get('brand-kit')
  @Authenticated()
  @ApiRoute('Your brand kit (product, audience, voice); empty until saved', BrandKitResponseDto)
  brandKit(@CurrentUser() user: User): Promise<BrandKitResponseDto> {
    return this.marketing.brandKit(user.id);
  }

  @Put('brand-kit')
  @Authenticated()
  @ApiRoute('Save your brand kit; every generator and the Chat Engineer use it', BrandKitResponseDto, { 400: VALIDATION_FAILED })
  saveBrandKit(@CurrentUser() user: User, @Body() body: BrandKitDto): Promise<BrandKitResponseDto> {
    return this.marketing.saveBrandKit(user.id, body);
  }

  @Get('artifacts')
  @Authenticated()
  @ApiRoute('Your recent artifacts, newest first', ArtifactsResponseDto)
  artifacts(@CurrentUser() user: User, @Query() query: ArtifactsQueryDto): Promise<ArtifactsResponseDto> {
    return this.marketing.artifactsOf(user.id, query.limit);
  }

  @Get('artifacts/:id')
  @Authenticated()
  @ApiRoute('One of your artifacts', ArtifactDto, { 404: "ARTIFACT_NOT_FOUND (also for another account's artifact)" })
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
