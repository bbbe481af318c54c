import { Injectable } from '@nestjs/common';
import type { User } from '../../identity/entities/user.entity';
import { IdentityException } from '../../identity/identity.errors';
import { UsersService } from '../../identity/users/users.service';
import { MeteringService } from '../../metering/metering.service';
import { TrialsService } from '../../metering/plans/trials.service';
import { DAILY_USAGE_METERS } from './billing.constants';
import { BillingException } from './billing.errors';
import { mapBilling, mapPrices, mapSitePlans } from './billing.mapper';
import type { BillingResponseDto } from './dto/billing-response.dto';
import type { PricesResponseDto } from './dto/prices-response.dto';
import type { SitePlansResponseDto } from './dto/site-plans-response.dto';
import type { TrialPlanId } from './dto/start-trial.dto';

/** Plans, prices and an account's billing, all read from the metering module, which owns them. */
@Injectable()
export class BillingService {
  constructor(
    private readonly metering: MeteringService,
    private readonly trials: TrialsService,
    private readonly users: UsersService,
  ) {}

  plans(): SitePlansResponseDto {
    return mapSitePlans();
  }

  prices(): PricesResponseDto {
    return mapPrices();
  }

  async billingOf(user: User, now = new Date()): Promise<BillingResponseDto> {
    // The daily plan quotas count accounts under `user:<id>` (see meters.ts).
    const readings = await this.metering.read(`user:${user.id}`, Object.values(DAILY_USAGE_METERS), now);
    return mapBilling(user, readings, now);
  }

  /** @throws 409 with the reason when the account cannot start (or move up to) this trial. */
  async startTrial(user: User, plan: TrialPlanId, now = new Date()): Promise<BillingResponseDto> {
    const outcome = await this.trials.start(user.id, plan, now);
    if (!outcome) throw IdentityException.sessionEnded();
    if (!outcome.started) throw BillingException.trialRefused(outcome.refusal, plan, outcome.account);
    const updated = await this.users.findById(user.id);
    if (!updated) throw IdentityException.sessionEnded();
    return this.billingOf(updated, now);
  }
}
