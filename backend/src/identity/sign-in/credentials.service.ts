import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig, LoginThrottleConfig } from '../../config/app-config.interface';
import { APP_CONFIG } from '../../config/app-config.tokens';
import { CredentialsDto } from '../dto/credentials.dto';
import type { User } from '../entities/user.entity';
import { AuthResponseDto } from '../dto/auth-response.dto';
import { normalizeEmail } from '../email-address';
import type { ClientInfo } from '../http/client-info';
import { IdentityException } from '../identity.errors';
import { PasswordHasher } from '../passwords/password-hasher.service';
import { passwordProblem } from '../passwords/password-policy';
import { SessionsService } from '../sessions/sessions.service';
import { AuthThrottleService } from '../throttle/auth-throttle.service';
import { loginThrottleKeys } from '../throttle/login-throttle-keys';
import { mapAuthResponse } from '../users/user.mapper';
import { UsersService } from '../users/users.service';

export interface SignupInput extends CredentialsDto {
  name?: string;
}

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
    return this.signIn(user, client);
  }

  /**
   * Unknown address, wrong password and password-less account all answer INVALID_CREDENTIALS after
   * one scrypt computation, so neither the answer nor its timing tells whether the address exists.
   * The attempt is counted before the password is checked, so parallel guesses cannot slip past a
   * limit: per network, per client, per address on this client, and per address from everywhere.
   * Failures lock out the client they come from; the owner on another client still gets in until
   * the address's own, much higher ceiling. A success clears the address's counts.
   */
  async login(input: CredentialsDto, client: ClientInfo): Promise<AuthResponseDto> {
    const email = normalizeEmail(input.email);
    const { windowMinutes, ...limit } = this.limits;
    const keys = loginThrottleKeys(email, client);
    await this.throttle.enforce({ key: keys.network, limit: limit.maxAttemptsPerIp, windowMinutes });
    await this.throttle.enforce({ key: keys.client, limit: limit.maxAttemptsPerClient, windowMinutes });
    await this.throttle.enforce({ key: keys.emailOnClient, limit: limit.maxFailuresPerClient, windowMinutes });
    await this.throttle.enforce({ key: keys.email, limit: limit.maxFailuresPerEmail, windowMinutes });

    const user = await this.users.findByEmail(email);
    const passwordHash = user?.passwordHash;
    const valid = passwordHash
      ? await this.hasher.verify(input.password, passwordHash)
      : await this.hasher.verifyDecoy(input.password);
    if (!user || !passwordHash || !valid) throw IdentityException.invalidCredentials();

    await this.throttle.reset(keys.emailOnClient);
    await this.throttle.reset(keys.email);
    if (this.hasher.needsRehash(passwordHash)) await this.users.setPasswordHash(user.id, await this.hasher.hash(input.password));
    return this.signIn(user, client);
  }

  /** An account deleted while its password was checked is as unknown as any other address: 401 INVALID_CREDENTIALS. */
  private async signIn(user: User, client: ClientInfo): Promise<AuthResponseDto> {
    const session = await this.sessions.start(user, client);
    if (!session) throw IdentityException.invalidCredentials();
    return mapAuthResponse(session, user);
  }
}
