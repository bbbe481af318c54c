import type { KeyHolder } from '../../api-keys/api-key-records';
import type { ApiUsageService } from '../../api-keys/api-usage.service';
import { secondsUntilNextPeriod, usagePeriod } from '../../api-keys/usage-period';
import { GatewayMeter, Reservation, TokenReservation, once } from './gateway-meter';
import { MAX_OUTPUT_TOKENS } from './wp-gateway.constants';
import { WpGatewayException } from './wp-gateway.errors';

/**
 * Meters an API key against its account's monthly plan. Tokens for the prompt and the longest
 * allowed answer are reserved before the engine runs; what the answer did not use is given back.
 */
export class KeyMeter implements GatewayMeter {
  readonly kind = 'key';
  private readonly period: string;

  constructor(
    private readonly holder: KeyHolder,
    private readonly usage: ApiUsageService,
    private readonly now = new Date(),
  ) {
    this.period = usagePeriod(now);
  }

  get ownerUserId(): string {
    return this.holder.userId;
  }

  async reserveTokens(promptTokens: number): Promise<TokenReservation> {
    const { userId, allowance } = this.holder;
    // At least the prompt and one token of answer must fit.
    const granted = await this.usage.reserveTokens(userId, this.period, promptTokens + 1, promptTokens + MAX_OUTPUT_TOKENS, allowance.tokens);
    if (granted === null) throw WpGatewayException.quotaExceeded('text', secondsUntilNextPeriod(this.now));
    let open = true;
    const close = async (keep: number) => {
      if (!open) return;
      open = false;
      await this.usage.releaseTokens(userId, this.period, granted - Math.min(keep, granted));
    };
    return { outputBudget: granted - promptTokens, settle: close, release: () => close(0) };
  }

  async reserveUnit(capability: 'photo' | 'video'): Promise<Reservation> {
    const { userId, allowance } = this.holder;
    const unit = capability === 'photo' ? 'images' : 'videos';
    const had = await this.usage.reserveUnit(userId, this.period, unit, allowance[unit]);
    if (!had) throw WpGatewayException.quotaExceeded(capability, secondsUntilNextPeriod(this.now));
    return { release: once(() => this.usage.releaseUnit(userId, this.period, unit)) };
  }
}
