import { Module } from '@nestjs/common';
import { IdentityModule } from '../../identity/identity.module';
import { BillingController } from './billing.controller';
import { BillingService } from './billing.service';

/** Area `billing`: the site plans and prices the frontends show, and an account's plan and trial. */
@Module({
  imports: [IdentityModule],
  controllers: [BillingController],
  providers: [BillingService],
})
export class BillingModule {}
