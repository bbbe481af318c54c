import { Injectable } from '@nestjs/common';
import { QuotaException } from '../metering.errors';
import { MeteringService } from '../metering.service';
import type { MeterName } from '../meters';
import { secondsUntilReset } from '../periods';
import type { Reservation } from '../reservation';
import { QuotaCaller, QuotaCapability, quotaExceededMessage, quotaSubjects } from './quota-subject';

const DAILY_METERS: Readonly<Record<QuotaCapability, MeterName>> = {
  chat: 'daily.chat',
  photo: 'daily.photo',
  video: 'daily.video',
  build: 'daily.build',
};

/**
 * The landing's daily plan quotas (spec 000 §9): one use of chat, photo or video, held until the work
 * succeeds (settle) or fails (release); a process that dies holding one gives it back through its lease.
 */
@Injectable()
export class DailyQuotas {
  constructor(private readonly metering: MeteringService) {}

  /** Holds one use on every counter of the caller, or throws 429 QUOTA_EXCEEDED with Retry-After. */
  async reserve(caller: QuotaCaller, capability: QuotaCapability, now = new Date()): Promise<Reservation> {
    const reservation = await this.metering.reserve({
      meter: DAILY_METERS[capability],
      subjects: quotaSubjects(caller, capability),
      now,
    });
    if (!reservation) {
      throw QuotaException.exceeded(quotaExceededMessage(caller, capability), secondsUntilReset('day', now));
    }
    return reservation;
  }
}
