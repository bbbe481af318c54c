import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config.interface';
import { APP_CONFIG } from '../../config/app-config.tokens';
import { runSql } from '../../database/run-sql';
import { MailService } from '../../mail/mail.service';
import { AuthResponseDto } from '../dto/auth-response.dto';
import { MessageResponseDto } from '../dto/message-response.dto';
import { normalizeEmail } from '../email-address';
import { MagicLink } from '../entities/magic-link.entity';
import type { ClientInfo } from '../http/client-info';
import {
  MAGIC_LINK_MAX_PER_EMAIL,
  MAGIC_LINK_TOKEN_PREFIX,
  MAGIC_LINK_TTL_MINUTES,
  MAGIC_LINK_WINDOW_MINUTES,
} from '../identity.constants';
import { IdentityException } from '../identity.errors';
import { SessionsService } from '../sessions/sessions.service';
import { AuthThrottleService } from '../throttle/auth-throttle.service';
import { clientNetwork } from '../throttle/client-network';
import { loginThrottleKeys } from '../throttle/login-throttle-keys';
import { createSecretToken, hashSecretToken, isWellFormedToken } from '../tokens/secret-token';
import { mapAuthResponse } from '../users/user.mapper';
import { UsersService } from '../users/users.service';
import { magicLinkMail } from './magic-link-mail';
import { magicLinkExpiresAt, magicLinkUrl } from './magic-link-url';

export const MAGIC_LINK_REQUESTED_MESSAGE = 'If that address can sign in, a sign-in link is on its way.';

/** Used at most once: the row is claimed by one conditional update, whoever races for it. */
const CLAIM_LINK = `
  UPDATE magic_links SET used_at = now()
  WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
  RETURNING email`;

/** Sign-in by a one-time link sent by mail; it doubles as sign-up for an address without an account. */
@Injectable()
export class MagicLinksService {
  private readonly logger = new Logger(MagicLinksService.name);

  constructor(
    @InjectRepository(MagicLink) private readonly links: Repository<MagicLink>,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly throttle: AuthThrottleService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Always the same answer, whether or not the address has an account and whether or not the request
   * was throttled (then nothing is sent), so the answer reveals nothing about the address.
   */
  async request(emailInput: string, next: string | undefined, client: ClientInfo): Promise<MessageResponseDto> {
    const email = normalizeEmail(emailInput);
    if (await this.allowed(email, client)) {
      const token = createSecretToken(MAGIC_LINK_TOKEN_PREFIX);
      await this.links.insert({
        email,
        tokenHash: hashSecretToken(token),
        expiresAt: magicLinkExpiresAt(new Date(), MAGIC_LINK_TTL_MINUTES),
      });
      await this.mail.send(magicLinkMail(email, magicLinkUrl(this.config.publicAppUrl, token, next)));
    }
    return { message: MAGIC_LINK_REQUESTED_MESSAGE };
  }

  /** Claims the link and starts a session, creating the account on first use. */
  async verify(token: string, client: ClientInfo): Promise<AuthResponseDto> {
    if (!isWellFormedToken(token, MAGIC_LINK_TOKEN_PREFIX)) throw IdentityException.invalidMagicLink();
    const { rows } = await runSql<{ email: string }>(this.links.manager, CLAIM_LINK, [hashSecretToken(token)]);
    if (!rows.length) throw IdentityException.invalidMagicLink();
    const user = await this.users.findOrCreateByEmail(rows[0].email);
    // The account was deleted between the claim and now: its links went with it.
    if (!user) throw IdentityException.invalidMagicLink();
    // Whoever reads the mailbox owns the address: a lock-out from wrong passwords ends here.
    const keys = loginThrottleKeys(user.email, client);
    await this.throttle.reset(keys.email);
    await this.throttle.reset(keys.emailOnClient);
    const session = await this.sessions.start(user, client);
    if (!session) throw IdentityException.invalidMagicLink();
    return mapAuthResponse(session, user);
  }

  /** Pending links of an address, removed with its account so none can recreate it. */
  async forgetEmail(email: string): Promise<void> {
    await this.links.delete({ email });
  }

  private async allowed(email: string, client: ClientInfo): Promise<boolean> {
    const { maxAttemptsPerIp, windowMinutes } = this.config.loginThrottle;
    const network = clientNetwork(client.ip);
    const perIp = await this.throttle.count({ key: `magic:ip:${network}`, limit: maxAttemptsPerIp, windowMinutes });
    const perEmail = await this.throttle.count({
      key: `magic:email:${email}`,
      limit: MAGIC_LINK_MAX_PER_EMAIL,
      windowMinutes: MAGIC_LINK_WINDOW_MINUTES,
    });
    if (perIp.allowed && perEmail.allowed) return true;
    this.logger.warn(`sign-in link not sent: too many requests ${perIp.allowed ? 'for one address' : 'from one IP'}`);
    return false;
  }
}
