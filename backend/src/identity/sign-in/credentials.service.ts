import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig, LoginThrottleConfig } from '../../config/app-config.interface';
import { APP_CONFIG } from '../../config/app-config.tokens';
import { CredentialsDto } from '../dto/credentials.dto';
import { AuthResponseDto } from '../dto/auth-response.dto';
import { normalizeEmail } from '../email-address';
import type { ClientInfo } from '../http/client-info';
import { IdentityException } from '../identity.errors';
import { needsRehash } from '../passwords/password-hashing';
import { PasswordHasher } from '../passwords/password-hasher.service';
import { passwordProblem } from '../passwords/password-policy';
import { SessionsService } from '../sessions/sessions.service';
import { AuthThrottleService } from '../throttle/auth-throttle.service';
import { clientNetwork } from '../throttle/client-network';
import { mapAuthResponse } from '../users/user.mapper';
import { UsersService } from '../users/users.service';

export interface SignupInput extends CredentialsDto {
  name?: string;
}

export const loginEmailThrottleKey = (email: string): string => `login:email:${email}`;

/** Sign-up and sign-in with a password; both start a session on the calling device. */
@Injectable()
export class CredentialsService {
  private readonly limits: LoginThrottleConfig;

  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: AuthThrottleService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = config.loginThrottle;
  }

  async signup(input: SignupInput, client: ClientInfo): Promise<AuthResponseDto> {
    const email = normalizeEmail(input.email);
    const problem = passwordProblem(input.password, email);
    if (problem) throw IdentityException.weakPassword(problem);
    if (await this.users.findByEmail(email)) throw IdentityException.emailTaken();
    const user = await this.users.create({
      email,
      name: input.name,
      passwordHash: await this.hasher.hash(input.password),
    });
    return mapAuthResponse(await this.sessions.start(user, client), user);
  }

  /**
   * Unknown address, wrong password and password-less account all answer INVALID_CREDENTIALS after
   * one scrypt computation, so neither the answer nor its timing tells whether the address exists.
   * The attempt is counted per IP and per address before the password is checked, so parallel
   * guesses cannot slip past the limit; a success clears the address's count.
   */
  async login(input: CredentialsDto, client: ClientInfo): Promise<AuthResponseDto> {
    const email = normalizeEmail(input.email);
    const { maxAttemptsPerIp, maxFailuresPerEmail, windowMinutes } = this.limits;
    const network = clientNetwork(client.ip);
    await this.throttle.enforce({ key: `login:ip:${network}`, limit: maxAttemptsPerIp, windowMinutes });
    await this.throttle.enforce({ key: loginEmailThrottleKey(email), limit: maxFailuresPerEmail, windowMinutes });

    const user = await this.users.findByEmail(email);
    const passwordHash = user?.passwordHash;
    const valid = passwordHash
      ? await this.hasher.verify(input.password, passwordHash)
      : await this.hasher.verifyDecoy(input.password);
    if (!user || !passwordHash || !valid) throw IdentityException.invalidCredentials();

    await this.throttle.reset(loginEmailThrottleKey(email));
    if (needsRehash(passwordHash)) await this.users.setPasswordHash(user.id, await this.hasher.hash(input.password));
    return mapAuthResponse(await this.sessions.start(user, client), user);
  }
}
