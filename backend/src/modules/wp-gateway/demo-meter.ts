import { clientNetwork } from '../../identity/throttle/client-network';
import type { MeteringService } from '../../metering/metering.service';
import type { MeterName } from '../../metering/meters';
import { secondsUntilReset } from '../../metering/periods';
import { DEMO_DAILY_LIMITS } from '../../metering/plans/api-prices';
import type { Reservation } from '../../metering/reservation';
import type { GatewayMeter, TokenReservation } from './gateway-meter';
import { type GatewayCapability, MAX_OUTPUT_TOKENS } from './wp-gateway.constants';
import { WpGatewayException } from './wp-gateway.errors';

const DEMO_METERS: Readonly<Record<GatewayCapability, MeterName>> = {
  text: 'demo.text',
  photo: 'demo.photo',
  video: 'demo.video',
};

/** Meters the public demo key per visitor (IPv4 address or IPv6 /64) and UTC day: uses, not tokens. */
export class DemoMeter implements GatewayMeter {
  readonly kind = 'demo';
  readonly ownerUserId = null;
  private readonly subject: string;

  constructor(
    private readonly metering: MeteringService,
    ip: string,
    private readonly now = new Date(),
  ) {
    this.subject = `demo:${clientNetwork(ip)}`;
  }

  async reserveTokens(): Promise<TokenReservation> {
    const reservation = await this.reserveUnit('text');
    // One use whatever the answer's length: settling keeps the use.
    return { ...reservation, outputBudget: MAX_OUTPUT_TOKENS, settle: () => reservation.settle() };
  }

  async reserveUnit(capability: GatewayCapability): Promise<Reservation> {
    const reservation = await this.metering.reserve({
      meter: DEMO_METERS[capability],
      subjects: [{ subject: this.subject, limit: DEMO_DAILY_LIMITS[capability] }],
      now: this.now,
    });
    if (!reservation) throw WpGatewayException.demoLimitReached(secondsUntilReset('day', this.now));
    return reservation;
  }
}
