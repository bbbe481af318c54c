import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BurstLimiter } from '../../../common/burst-limiter';
import type { AppConfig } from '../../../config/app-config.interface';
import { APP_CONFIG } from '../../../config/app-config.tokens';
import { MessageResponseDto } from '../../../identity/dto/message-response.dto';
import { normalizeEmail } from '../../../identity/email-address';
import { MailService } from '../../../mail/mail.service';
import { MeteringService } from '../../../metering/metering.service';
import { secondsUntilReset } from '../../../metering/periods';
import type { ContactSalesDto } from '../dto/contact-sales.dto';
import { SALES_BURST_CAPACITY, SALES_BURST_REFILL_PER_SECOND, SALES_DAILY_LIMIT, SALES_INQUIRY_RECEIVED } from './contact-sales.constants';
import { ContactSalesException } from './contact-sales.errors';
import { SalesInquiry } from './sales-inquiry.entity';
import { salesInquiryMail } from './sales-inquiry-mail';

/** Who sent a request: an account, or a visitor known only by address (which is not stored). */
export interface InquirySender {
  userId: string | null;
  ip: string;
}

/**
 * "Contact sales": stored for the sales team and mailed to the site's mailbox (MAIL_FROM) through the outbox.
 * Limited like the other public forms: a burst per process and a daily count across processes.
 */
@Injectable()
export class ContactSalesService {
  private readonly bursts = new BurstLimiter(SALES_BURST_CAPACITY, SALES_BURST_REFILL_PER_SECOND);

  constructor(
    @InjectRepository(SalesInquiry) private readonly inquiries: Repository<SalesInquiry>,
    private readonly metering: MeteringService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(sender: InquirySender, body: ContactSalesDto, now = new Date()): Promise<MessageResponseDto> {
    const subject = sender.userId ? `user:${sender.userId}` : `ip:${sender.ip}`;
    const wait = this.bursts.take(subject, now.getTime());
    if (wait) throw ContactSalesException.rateLimited(wait);
    const reservation = await this.metering.reserve({ meter: 'contact.sales', subjects: [{ subject, limit: SALES_DAILY_LIMIT }], now });
    if (!reservation) throw ContactSalesException.rateLimited(secondsUntilReset('day', now));
    const inquiry = { ...body, email: normalizeEmail(body.email) };
    try {
      await this.inquiries.insert({ ...inquiry, userId: sender.userId });
    } catch (error) {
      await reservation.release();
      throw error;
    }
    await reservation.settle();
    await this.mail.send(salesInquiryMail(this.config.mail.from, inquiry));
    return { message: SALES_INQUIRY_RECEIVED };
  }
}
