import { randomBytes } from 'node:crypto';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { hashPassword, verifyPassword } from './password-hashing';

/** Hashing plus a decoy, so a sign-in for an unknown address costs the same time as a wrong password. */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private readonly logger = new Logger(PasswordHasher.name);
  private decoyHash?: Promise<string>;

  /** Made in the background at start, so the first unknown-address sign-in is not the odd one out. */
  onModuleInit(): void {
    this.decoy().catch((error: unknown) => this.logger.error(`could not prepare the decoy hash: ${String(error)}`));
  }

  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  verify(password: string, encoded: string): Promise<boolean> {
    return verifyPassword(password, encoded);
  }

  /** Spends a verification's worth of time and always answers false. */
  async verifyDecoy(password: string): Promise<false> {
    await verifyPassword(password, await this.decoy());
    return false;
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= hashPassword(randomBytes(32).toString('base64url'));
    return this.decoyHash;
  }
}
