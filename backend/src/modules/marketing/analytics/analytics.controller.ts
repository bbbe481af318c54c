import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { User } from '../../../identity/entities/user.entity';
import { Authenticated } from '../../../identity/http/authenticated.decorator';
import { type Caller, CurrentCaller } from '../../../identity/http/caller.decorator';
import { CurrentUser } from '../../../identity/http/current-user.decorator';
import { OptionalAuthentication } from '../../../identity/http/optional-authentication.decorator';
import { AnalyticsAcceptedDto, AnalyticsEventDto, AnalyticsSummaryDto, AnalyticsSummaryQueryDto } from '../dto/analytics.dto';
import { AnalyticsService } from './analytics.service';
import { ApiRoute } from '../../../common/http/api-route.decorator';
import { VALIDATION_FAILED } from '../../../common/http/error-answers';

/** Marketing Studio's usage events (spec 001 §7) and the per-account summary the studio shows. */
@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Post('event')
  @OptionalAuthentication()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiRoute(
    {
      summary: 'Record one studio event (signed in: for your account; else anonymous)',
      description: 'At most 60 events in a burst (one more per second) and 2,000 a day per account or address. Kept 180 days.',
    },
    { status: HttpStatus.ACCEPTED, type: AnalyticsAcceptedDto },
    { 400: VALIDATION_FAILED, 429: 'RATE_LIMITED, with Retry-After' },
  )
  async event(@CurrentCaller() caller: Caller, @Body() body: AnalyticsEventDto): Promise<AnalyticsAcceptedDto> {
    await this.analytics.record({ userId: caller.user?.id ?? null, ip: caller.ip }, body);
    return { accepted: true };
  }

  @Get('summary')
  @Authenticated()
  @ApiRoute('Your events counted per name and UTC day over the last `days` days', AnalyticsSummaryDto)
  summary(@CurrentUser() user: User, @Query() query: AnalyticsSummaryQueryDto): Promise<AnalyticsSummaryDto> {
    return this.analytics.summary(user.id, query.days);
  }
}
