import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MessageResponseDto } from '../../identity/dto/message-response.dto';
import { normalizeEmail } from '../../identity/email-address';
import { AcademyWaitlistEntry } from './entities/academy-waitlist-entry.entity';

export const ON_THE_LIST_MESSAGE = "You're on the list! We'll email you when Academy launches.";

@Injectable()
export class AcademyService {
  constructor(@InjectRepository(AcademyWaitlistEntry) private readonly waitlist: Repository<AcademyWaitlistEntry>) {}

  /** Signing up twice is a success, not a second row (ON CONFLICT DO NOTHING on the unique address). */
  async notify(email: string): Promise<MessageResponseDto> {
    await this.waitlist
      .createQueryBuilder()
      .insert()
      .values({ email: normalizeEmail(email) })
      .orIgnore()
      .execute();
    return { message: ON_THE_LIST_MESSAGE };
  }
}
