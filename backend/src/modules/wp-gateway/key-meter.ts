import { hashApiKey } from '../../api-keys/api-key-format';
import type { KeyUse } from '../../api-keys/api-key-records';
import type { ApiKeysService } from '../../api-keys/api-keys.service';
import type { ApiUsageService } from '../../api-keys/api-usage.service';
import { secondsUntilNextPeriod, usagePeriod } from '../../api-keys/usage-period';
import { GatewayMeter, Reservation, TokenReservation, once } from './gateway-meter';
import { MAX_OUTPUT_TOKENS } from './wp-gateway.constants';
import { WpGatewayException } from './wp-gateway.errors';

/**
 * Meters an API key against its account's monthly plan. The key is checked by the same statement
 * that reserves (one round trip); tokens for the prompt and the longest allowed answer are reserved
 * before the engine runs, and what the answer did not use is given back.
 */
export class KeyMeter implements GatewayMeter {
  readonly kind = 'key';
  private readonly period: string;
  private readonly keyHash: string;
  private userId: string | null = null;

  constructor(
    apiKey: string,
    private readonly keys: ApiKeysService,
    private readonly usage: ApiUsageService,
    private readonly now = new Date(),
  ) {
    this.period = usagePeriod(now);
    this.keyHash = hashApiKey(apiKey);
  }

  /** Known once a reservation checked the key. */
  get ownerUserId(): string | null {
    return this.userId;
  }

  async reserveTokens(promptTokens: number): Promise<TokenReservation> {
    // At least the prompt and one token of answer must fit.
    const { userId, granted } = this.accept(
      await this.usage.reserveTokens(this.keyHash, this.period, promptTokens + 1, promptTokens + MAX_OUTPUT_TOKENS),
    );
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
    const unit = capability === 'photo' ? 'images' : 'videos';
    const { userId, granted } = this.accept(await this.usage.reserveUnit(this.keyHash, this.period, unit));
    if (!granted) throw WpGatewayException.quotaExceeded(capability, secondsUntilNextPeriod(this.now));
    return { release: once(() => this.usage.releaseUnit(userId, this.period, unit)) };
  }

  /** A key that is unknown or revoked stops here; a live one is noted as used. */
  private accept<TGranted>(use: KeyUse<TGranted> | null): KeyUse<TGranted> {
    if (!use) throw WpGatewayException.invalidKey();
    this.keys.recordUse(use.keyId, use.lastUsedAt);
    this.userId = use.userId;
    return use;
  }
}
