import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../../identity/identity.module';
import { MailModule } from '../../mail/mail.module';
import { BillingController } from './billing.controller';
import { BillingService } from './billing.service';
import { ContactSalesController } from './contact-sales/contact-sales.controller';
import { ContactSalesService } from './contact-sales/contact-sales.service';
import { SalesInquiry } from './contact-sales/sales-inquiry.entity';

/** Area `billing`: the site plans and prices the frontends show, an account's plan and trial, and Contact sales. */
@Module({
  imports: [IdentityModule, MailModule, TypeOrmModule.forFeature([SalesInquiry])],
  controllers: [BillingController, ContactSalesController],
  providers: [BillingService, ContactSalesService],
})
export class BillingModule {}
