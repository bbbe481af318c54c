import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { User } from '../../identity/entities/user.entity';
import { Authenticated } from '../../identity/http/authenticated.decorator';
import { CurrentUser } from '../../identity/http/current-user.decorator';
import { BillingService } from './billing.service';
import { BillingResponseDto } from './dto/billing-response.dto';
import { PricesResponseDto } from './dto/prices-response.dto';
import { SitePlansResponseDto } from './dto/site-plans-response.dto';
import { StartTrialDto } from './dto/start-trial.dto';
import { ApiRoute } from '../../common/http/api-route.decorator';

/** Plans, prices, the signed-in account's billing and its free trial. Nothing here takes payment. */
@ApiTags('billing')
@Controller('billing')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Get('plans')
  @ApiRoute('The site plans (Free, Pro, Studio) with prices, features and entitlements (public)', SitePlansResponseDto)
  plans(): SitePlansResponseDto {
    return this.billing.plans();
  }

  @Get('prices')
  @ApiRoute('API unit prices, the demo calculator prices and the demo key limits (public)', PricesResponseDto)
  prices(): PricesResponseDto {
    return this.billing.prices();
  }

  @Get()
  @Authenticated()
  @ApiRoute("Your plan, trial, entitlements and today's usage against your daily limits", BillingResponseDto)
  billingOf(@CurrentUser() user: User): Promise<BillingResponseDto> {
    return this.billing.billingOf(user);
  }

  @Post('trial')
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary: 'Start a free 14-day trial of Pro or Studio (no card); a running Pro trial moves up to Studio',
      description: 'One trial per account: it ends by itself and cannot be started again. Answers the new billing.',
    },
    BillingResponseDto,
    { 400: "VALIDATION_FAILED: plan is not 'pro' or 'studio'", 409: 'PLAN_ALREADY_INCLUDED / TRIAL_ALREADY_ACTIVE / TRIAL_ALREADY_USED' },
  )
  startTrial(@CurrentUser() user: User, @Body() body: StartTrialDto): Promise<BillingResponseDto> {
    return this.billing.startTrial(user, body.plan);
  }
}
