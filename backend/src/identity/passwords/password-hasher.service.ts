import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Semaphore } from '../../common/concurrency/semaphore';
import type { AppConfig } from '../../config/app-config.interface';
import { APP_CONFIG } from '../../config/app-config.tokens';
import { type ScryptParams, hashPassword, needsRehash, scryptParamsOfCost, verifyPassword } from './password-hashing';

/**
 * scrypt runs on libuv's thread pool (4 threads), which PostgreSQL's SCRAM sign-in of a new connection
 * and file I/O need too: a burst of sign-ins holding every thread for ~0.3 s each stalled new database
 * connections past their timeout (seen by the fuzz suite). Each hash also holds 128 MiB while it runs
 * (40 at once peaked at 702 MB), and more hashes than cores only queue inside the pool anyway. So at
 * most one hash per core, leaving two pool threads free; the rest wait their turn, in order.
 */
export function concurrentHashes(cores: number = availableParallelism(), poolThreads: number = threadPoolSize()): number {
  return Math.max(1, Math.min(cores, poolThreads - 2));
}

/** libuv's thread pool: 4 unless UV_THREADPOOL_SIZE says otherwise (read once, at the pool's start). */
function threadPoolSize(): number {
  const size = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(size) && size > 0 ? size : 4;
}

/**
 * Hashing at the configured work factor (PASSWORD_HASH_COST), plus a decoy, so a sign-in for an unknown
 * address costs the same time as a wrong password.
 */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private readonly logger = new Logger(PasswordHasher.name);
  private decoyHash?: Promise<string>;
  private readonly slots = new Semaphore(concurrentHashes());
  private readonly params: ScryptParams;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'passwordHashCost'>) {
    this.params = scryptParamsOfCost(config.passwordHashCost);
  }

  /** Made in the background at start, so the first unknown-address sign-in is not the odd one out. */
  onModuleInit(): void {
    this.decoy().catch((error: unknown) => this.logger.error(`could not prepare the decoy hash: ${String(error)}`));
  }

  hash(password: string): Promise<string> {
    return this.slots.run(() => hashPassword(password, this.params));
  }

  /** A hash made at another work factor than today's: rehash it at this sign-in. */
  needsRehash(encoded: string): boolean {
    return needsRehash(encoded, this.params);
  }

  verify(password: string, encoded: string): Promise<boolean> {
    return this.slots.run(() => verifyPassword(password, encoded));
  }

  /** Spends a verification's worth of time and always answers false. */
  async verifyDecoy(password: string): Promise<false> {
    const decoy = await this.decoy();
    await this.slots.run(() => verifyPassword(password, decoy));
    return false;
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= this.hash(randomBytes(32).toString('base64url'));
    return this.decoyHash;
  }
}
