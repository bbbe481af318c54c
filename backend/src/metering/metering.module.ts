import { Global, Module } from '@nestjs/common';
import { CreditCycles } from './credits/credit-cycles';
import { CreditHoldSweeper } from './credits/credit-hold-sweeper';
import { CreditsService } from './credits/credits.service';
import { MeteringService } from './metering.service';
import { EntitlementsService } from './plans/entitlements.service';
import { TrialsService } from './plans/trials.service';
import { DailyQuotas } from './quotas/daily-quotas.service';
import { ReservationSweeper } from './reservation-sweeper';

/**
 * Every counter and balance of the platform (daily plan quotas, API-key usage, the public demo meter, the
 * Marketing Studio credits ledger), behind one reserve → settle | release interface, and the plans'
 * entitlements and trials. Global: present once per process, so its sweepers run once however many areas use it.
 */
@Global()
@Module({
  providers: [
    MeteringService, ReservationSweeper, DailyQuotas, EntitlementsService, TrialsService,
    CreditsService, CreditCycles, CreditHoldSweeper,
  ],
  exports: [MeteringService, ReservationSweeper, DailyQuotas, EntitlementsService, TrialsService, CreditsService, CreditHoldSweeper],
})
export class MeteringModule {}
