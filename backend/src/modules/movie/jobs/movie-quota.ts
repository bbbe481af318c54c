import type { Caller } from '../../../identity/http/caller.decorator';
import { QuotaException } from '../../../metering/metering.errors';
import type { MeteringService } from '../../../metering/metering.service';
import { secondsUntilReset } from '../../../metering/periods';
import { quotaCallerOf } from '../../../metering/quotas/quota-caller';
import { dailyLimit, quotaExceededMessage, quotaSubjects } from '../../../metering/quotas/quota-subject';
import type { Reservation } from '../../../metering/reservation';
import type { MovieOwner } from '../movie-owner';

/**
 * Scene renders and exports are video generations: they count against the plan's daily video allowance
 * (`daily.video`, the landing's videos included). A batch of n scenes is one reservation of n, so it is
 * admitted whole or not at all — never half a batch, and nothing is charged before it is admitted.
 */
export async function reserveVideoUses(metering: MeteringService, caller: Caller, owner: MovieOwner, uses: number): Promise<Reservation> {
  const quotaCaller = quotaCallerOf(caller, owner.sessionId ?? '');
  const subjects = quotaSubjects(quotaCaller, 'video');
  const reservation = await metering.reserve({ meter: 'daily.video', subjects, amount: uses });
  if (reservation) return reservation;
  const limit = dailyLimit(quotaCaller.kind === 'user' ? quotaCaller.plan : 'free', 'video') ?? 0;
  const readings = await Promise.all(subjects.map((subject) => metering.read(subject.subject, ['daily.video'])));
  const left = Math.max(0, Math.min(...readings.map((reading) => limit - reading['daily.video'].used - reading['daily.video'].held)));
  const message =
    uses > 1 && left > 0
      ? `Rendering ${uses} scenes needs ${uses} video generations, and ${left} of today's ${limit} ${left === 1 ? 'is' : 'are'} left. Render fewer scenes at once, or upgrade for more.`
      : quotaExceededMessage(quotaCaller, 'video');
  throw QuotaException.exceeded(message, secondsUntilReset('day', new Date()));
}
