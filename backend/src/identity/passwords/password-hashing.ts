import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { MOST_PASSWORD_HASH_COST, PRODUCTION_PASSWORD_HASH_COST } from '../../config/password-hash-config';

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt recommendation: N=2^17, r=8, p=1 (128 MiB, about 0.3 s per hash here). */
export const SCRYPT_PARAMS: Readonly<ScryptParams> = { N: 2 ** PRODUCTION_PASSWORD_HASH_COST, r: 8, p: 1 };
const SALT_BYTES = 32;
const KEY_BYTES = 64;
const SCHEME = 'scrypt';
/** Stored hashes are trusted only up to here, so a tampered row cannot make verification eat the machine. */
const MAX_PARAMS: Readonly<ScryptParams> = { N: 2 ** MOST_PASSWORD_HASH_COST, r: 16, p: 4 };

/** scrypt needs 128·N·r bytes; node's default ceiling (32 MiB) is too low for N=2^17. */
function maxmemFor(params: ScryptParams): number {
  return 2 * 128 * params.N * params.r;
}

function deriveKey(password: string, salt: Buffer, params: ScryptParams, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      { ...params, maxmem: maxmemFor(params) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** The parameters of a work factor (PASSWORD_HASH_COST, log2 of N); r and p stay OWASP's. */
export function scryptParamsOfCost(cost: number): ScryptParams {
  return { ...SCRYPT_PARAMS, N: 2 ** cost };
}

/** `scrypt$N$r$p$<salt b64>$<hash b64>`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, params, KEY_BYTES);
  return [SCHEME, params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export interface ParsedPasswordHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

export function parsePasswordHash(encoded: string): ParsedPasswordHash | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== SCHEME) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const params = { N, r, p };
  const isPowerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  const inRange = isPowerOfTwo && [r, p].every((v) => Number.isInteger(v) && v >= 1);
  if (!inRange || N > MAX_PARAMS.N || r > MAX_PARAMS.r || p > MAX_PARAMS.p) return null;
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  if (salt.length < 16 || key.length < 32) return null;
  return { params, salt, key };
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parsePasswordHash(encoded);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with other parameters than today's (rehash it at the next sign-in). */
export function needsRehash(encoded: string, params: ScryptParams = SCRYPT_PARAMS): boolean {
  const parsed = parsePasswordHash(encoded);
  return !parsed || parsed.params.N !== params.N || parsed.params.r !== params.r || parsed.params.p !== params.p;
}
