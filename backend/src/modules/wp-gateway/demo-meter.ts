import type { MeteringPool } from '../../database/metering-pool';
import { prepared } from '../../database/prepared-statement';
import { clientNetwork } from '../../identity/throttle/client-network';
import { quotaDay, secondsUntilNextUtcMidnight } from '../../quotas/quota-day';
import { GatewayMeter, Reservation, TokenReservation, once } from './gateway-meter';
import { DEMO_DAILY_LIMITS, GatewayCapability, MAX_OUTPUT_TOKENS } from './wp-gateway.constants';
import { WpGatewayException } from './wp-gateway.errors';

const COUNT_USE = prepared(
  'wp-demo.count-use',
  `INSERT INTO usage_counters AS c (subject, capability, day, count) VALUES ($1, $2, $3, 1)
   ON CONFLICT (subject, capability, day) DO UPDATE SET count = c.count + 1 WHERE c.count < $4
   RETURNING count`,
);
const GIVE_BACK = prepared(
  'wp-demo.give-back',
  'UPDATE usage_counters SET count = count - 1 WHERE subject = $1 AND capability = $2 AND day = $3 AND count > 0',
);

/**
 * Meters the public demo key per visitor (IPv4 address or IPv6 /64) and UTC day, in the same
 * `usage_counters` table as the landing's quotas, with the same single conditional upsert.
 */
export class DemoMeter implements GatewayMeter {
  readonly kind = 'demo';
  readonly ownerUserId = null;
  private readonly subject: string;
  private readonly day: string;

  constructor(
    private readonly metering: MeteringPool,
    ip: string,
    private readonly now = new Date(),
  ) {
    this.subject = `demo:${clientNetwork(ip)}`;
    this.day = quotaDay(now);
  }

  async reserveTokens(): Promise<TokenReservation> {
    const reservation = await this.reserveUnit('text');
    return { outputBudget: MAX_OUTPUT_TOKENS, settle: async () => undefined, release: reservation.release };
  }

  async reserveUnit(capability: GatewayCapability): Promise<Reservation> {
    const counter = `wp-demo-${capability}`;
    const { rows } = await this.metering.run(COUNT_USE, [this.subject, counter, this.day, DEMO_DAILY_LIMITS[capability]]);
    if (!rows.length) throw WpGatewayException.demoLimitReached(secondsUntilNextUtcMidnight(this.now));
    return {
      release: once(async () => {
        await this.metering.run(GIVE_BACK, [this.subject, counter, this.day]);
      }),
    };
  }
}
