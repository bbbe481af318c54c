import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutboxEntry } from './entities/mail-outbox-entry.entity';
import { MailService } from './mail.service';

/** Cross-cutting mail sending (SMTP or the development outbox); not an area of its own. */
@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxEntry])],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
