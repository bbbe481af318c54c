import { Injectable } from '@nestjs/common';
import { QuotaException } from '../metering.errors';
import { MeteringService } from '../metering.service';
import type { MeterName } from '../meters';
import { nextPeriodStart, secondsUntilReset } from '../periods';
import type { Reservation } from '../reservation';
import {
  type QuotaCaller,
  type QuotaCapability,
  type QuotaRefusal,
  dailyLimit,
  quotaExceededMessage,
  quotaSubjects,
  visitorSessionSubject,
} from './quota-subject';

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

  /** Holds one use on every counter of the caller, or throws 429 QUOTA_EXCEEDED with Retry-After and resetsAt. */
  async reserve(caller: QuotaCaller, capability: QuotaCapability, now = new Date()): Promise<Reservation> {
    const reservation = await this.metering.reserve({
      meter: DAILY_METERS[capability],
      subjects: quotaSubjects(caller, capability),
      now,
    });
    if (!reservation) {
      const message = quotaExceededMessage(caller, capability, await this.refusalOf(caller, capability, now));
      throw QuotaException.exceeded(message, secondsUntilReset('day', now), nextPeriodStart('day', now));
    }
    return reservation;
  }

  /** Only on the refusal path: did the visitor's own session run out, or only their network's ceiling? */
  private async refusalOf(caller: QuotaCaller, capability: QuotaCapability, now: Date): Promise<QuotaRefusal> {
    if (caller.kind === 'user') return 'own';
    const meter = DAILY_METERS[capability];
    const readings = await this.metering.read(visitorSessionSubject(caller.sessionId), [meter], now);
    const { used, held } = readings[meter];
    return used + held >= (dailyLimit('free', capability) ?? Infinity) ? 'own' : 'network';
  }
}
