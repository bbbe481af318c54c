import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.interface';
import { APP_CONFIG } from '../../../config/app-config.tokens';
import { bearerTokenFrom } from '../../../identity/http/bearer-token';
import { SESSION_TOKEN_PREFIX } from '../../../identity/identity.constants';
import { IdentityException } from '../../../identity/identity.errors';
import { type SessionPolicy, idleCutoff, sessionPolicy, shouldRecordUse } from '../../../identity/sessions/session-expiry';
import { SessionsService } from '../../../identity/sessions/sessions.service';
import { hashSecretToken, isWellFormedToken } from '../../../identity/tokens/secret-token';
import { CreditsService } from '../../../metering/credits/credits.service';
import type { ConsumeRequest, ConsumeResult } from '../../../metering/credits/credits.types';
import type { ConsumeDto } from '../dto/consume.dto';
import type { CreditsResponseDto, LedgerResponseDto } from '../dto/credits-response.dto';
import { chargeProblem } from '../generation/charge-requests';
import { MarketingException } from '../marketing.errors';
import { mapCredits, mapLedgerEntry } from '../marketing.mapper';
import { HOLD_CHARGE_FOR_SESSION, type SessionOwner } from './session-charge';

const LEDGER_PAGE_DEFAULT = 50;

/** The credits calls of spec 001 §7 over the metering module's ledger. */
@Injectable()
export class CreditsApiService {
  private readonly policy: SessionPolicy;

  constructor(
    private readonly credits: CreditsService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.policy = sessionPolicy(config.sessions);
  }

  async balances(userId: string): Promise<CreditsResponseDto> {
    return mapCredits(await this.credits.view(userId));
  }

  /**
   * `POST /api/v1/consume`, authenticated by the statement that charges (one round trip on the hot path).
   * Whatever that one statement cannot settle — an account to open, a cycle to grant, a short balance, a key
   * used before — goes the ordinary way, with the session checked by identity.
   */
  async consume(authorization: string | undefined, key: string, body: ConsumeDto): Promise<ConsumeResult> {
    const token = bearerTokenFrom(authorization);
    if (!token) throw IdentityException.signInRequired();
    if (!isWellFormedToken(token, SESSION_TOKEN_PREFIX)) throw IdentityException.sessionEnded();
    const request = chargeOf(body);
    const now = new Date();
    const attempt = await this.credits.tryHold<SessionOwner>(HOLD_CHARGE_FOR_SESSION, [hashSecretToken(token), idleCutoff(now, this.policy)], key, request);
    let userId: string;
    if (attempt.kind === 'row' && attempt.row.user_id) {
      userId = attempt.row.user_id;
      // Identity records the session's use (at most once a minute), as its guard would have.
      if (attempt.row.last_seen_at && shouldRecordUse(new Date(attempt.row.last_seen_at), now)) await this.sessions.authenticate(token);
      if (attempt.row.answer) return { answer: attempt.row.answer, replayed: false };
    } else {
      const authentication = attempt.kind === 'key-taken' ? await this.sessions.authenticate(token) : null;
      if (!authentication) throw IdentityException.sessionEnded();
      userId = authentication.user.id;
    }
    return this.credits.consume(userId, key, request);
  }

  async ledger(userId: string, limit = LEDGER_PAGE_DEFAULT): Promise<LedgerResponseDto> {
    return { entries: (await this.credits.ledger(userId, limit)).map(mapLedgerEntry) };
  }
}

/** The charge a valid body asks for; fields that are each valid but do not go together are a 400. */
function chargeOf(body: ConsumeDto): ConsumeRequest {
  const meta = { feature: body.meta.feature, copyType: body.meta.copyType, style: body.meta.style };
  const problem = chargeProblem({ endpoint: body.endpoint, meta });
  if (problem) throw MarketingException.invalidCharge(problem);
  const flat = Object.fromEntries(Object.entries(meta).filter(([, value]) => value !== undefined)) as Record<string, string>;
  return { endpoint: body.endpoint, source: body.source, meta: flat };
}
