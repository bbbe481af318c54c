import { hashApiKey } from '../../api-keys/api-key-format';
import type { ApiKeysService } from '../../api-keys/api-keys.service';
import type { ApiUsageService, KeyUse } from '../../api-keys/api-usage.service';
import { secondsUntilReset } from '../../metering/periods';
import type { Reservation } from '../../metering/reservation';
import type { GatewayMeter, TokenReservation } from './gateway-meter';
import { MAX_OUTPUT_TOKENS } from './wp-gateway.constants';
import { WpGatewayException } from './wp-gateway.errors';

/**
 * Meters an API key against its account's monthly plan. The key is checked by the same statement
 * that reserves (one round trip); tokens for the prompt and the longest allowed answer are held
 * before the engine runs, and what the answer did not use is given back when it settles.
 */
export class KeyMeter implements GatewayMeter {
  readonly kind = 'key';
  private readonly keyHash: string;
  private userId: string | null = null;

  constructor(
    apiKey: string,
    private readonly keys: ApiKeysService,
    private readonly usage: ApiUsageService,
    private readonly now = new Date(),
  ) {
    this.keyHash = hashApiKey(apiKey);
  }

  /** Known once a reservation checked the key. */
  get ownerUserId(): string | null {
    return this.userId;
  }

  /**
   * `pendingTokens`: what the prompt may still grow by once it is complete (images described after this
   * check, so that a bad key or a spent plan never costs a decode); held as well when the plan has room for
   * it, never required. The caller takes what the prompt grew by out of `outputBudget`.
   */
  async reserveTokens(promptTokens: number, pendingTokens = 0): Promise<TokenReservation> {
    // At least the prompt and one token of answer must fit.
    const reservation = this.accept(
      await this.usage.reserveTokens(this.keyHash, promptTokens + 1, promptTokens + pendingTokens + MAX_OUTPUT_TOKENS, this.now),
      'text',
    );
    return { ...reservation, outputBudget: reservation.amount - promptTokens };
  }

  /** Holds exactly `tokens` (a cost known up front: speech, embeddings). */
  async reserveExactTokens(tokens: number): Promise<Reservation> {
    return this.accept(await this.usage.reserveTokens(this.keyHash, tokens, tokens, this.now), 'text');
  }

  /** The 429 for a prompt that, once complete, left no room for an answer. */
  tokensUsedUp(): WpGatewayException {
    return WpGatewayException.quotaExceeded('text', secondsUntilReset('month', this.now));
  }

  /** The 429 for a call of `asked` images of which only `left` fit the plan (none is made). */
  imagesLeft(left: number, asked: number): WpGatewayException {
    return WpGatewayException.imagesLeft(left, asked, secondsUntilReset('month', this.now));
  }

  /** The 429 for a request that needs `needed` tokens when `left` are left this month. */
  tokensLeft(left: number, needed: number): WpGatewayException {
    return WpGatewayException.tokensLeft(left, needed, secondsUntilReset('month', this.now));
  }

  async reserveUnit(capability: 'photo' | 'video'): Promise<Reservation> {
    const unit = capability === 'photo' ? 'images' : 'videos';
    return this.accept(await this.usage.reserveUnit(this.keyHash, unit, this.now), capability);
  }

  /** A key that is unknown or revoked stops here (401), a spent plan with 429; a live one is noted as used. */
  private accept(use: KeyUse | null, capability: 'text' | 'photo' | 'video'): Reservation {
    if (!use) throw WpGatewayException.invalidKey();
    const written = this.keys.recordUse(use.keyId, use.lastUsedAt);
    if (written) use.markUsed(written);
    this.userId = use.userId;
    if (!use.reservation) throw WpGatewayException.quotaExceeded(capability, secondsUntilReset('month', this.now));
    return use.reservation;
  }
}
