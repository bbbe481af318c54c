import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Transporter, createTransport } from 'nodemailer';
import { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config.interface';
import { APP_CONFIG } from '../config/app-config.tokens';
import { MailOutboxEntry } from './entities/mail-outbox-entry.entity';
import type { MailDelivery, MailMessage } from './mail-message';
import { MailException } from './mail.errors';
import { smtpUrlWithTimeouts } from './smtp-url';

/**
 * Sends mail through SMTP_URL; without it, keeps the mail in the development outbox and logs it, so
 * sign-in links work offline. Either way the mail is stored in `mail_outbox` for operators.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transporter?: Transporter;

  constructor(
    @InjectRepository(MailOutboxEntry) private readonly outbox: Repository<MailOutboxEntry>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const { smtpUrl } = config.mail;
    if (smtpUrl) this.transporter = createTransport(smtpUrlWithTimeouts(smtpUrl));
  }

  /**
   * Stores the mail, then sends it when SMTP is configured. A recipient the server refuses is the
   * address's problem: logged, not thrown. An unreachable or failing server is ours: 503 MAIL_NOT_SENT.
   */
  async send(message: MailMessage): Promise<MailDelivery> {
    const entry = await this.outbox.save(
      this.outbox.create({ ...message, transport: this.transporter ? 'smtp' : 'outbox', sentAt: null }),
    );
    if (!this.transporter) {
      this.logger.log(
        `development outbox: mail not sent (SMTP_URL is unset). To: ${message.to}. Subject: ${message.subject}.\n` +
          message.text,
      );
      return 'stored';
    }
    try {
      await this.transporter.sendMail({ from: this.config.mail.from, ...message });
    } catch (error) {
      // SMTP errors quote the server's reply, never our password.
      const reason = error instanceof Error ? error.message : String(error);
      if ((error as { code?: string }).code === 'EENVELOPE') {
        this.logger.warn(`mail ${entry.id} refused by the SMTP server for ${message.to}: ${reason}`);
        return 'refused';
      }
      this.logger.error(`mail ${entry.id} to ${message.to} not sent: ${reason}`);
      throw MailException.notSent();
    }
    await this.outbox.update(entry.id, { sentAt: () => 'now()' });
    return 'sent';
  }

  /** For account deletion: the mails (and the addresses in them) go with the account. */
  async forgetRecipient(address: string): Promise<void> {
    await this.outbox.delete({ to: address });
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
