import { ApiError } from '@atelier/runtime';

export type QuotaCapability = 'chat' | 'photo' | 'video';

/** A daily allowance the server said is used up, until `resetsAt`. */
export interface QuotaBlock {
  capability: QuotaCapability;
  /** The server's message (spec texts where it has them). */
  message: string;
  /** ISO 8601: when sending works again. */
  resetsAt: string;
  /** Whose allowance: the account id, or null for the visitor. */
  owner: string | null;
}

export const QUOTA_STORAGE_KEY = 'atelier_landing_quota';

/**
 * A 429 QUOTA_EXCEEDED as a block: its `resetsAt` (else Retry-After from now). Null for anything else,
 * which keeps its usual handling.
 */
export function quotaBlockOf(error: unknown, capability: QuotaCapability, owner: string | null, now = Date.now()): QuotaBlock | null {
  if (!(error instanceof ApiError) || error.status !== 429 || error.code !== 'QUOTA_EXCEEDED') return null;
  const stated = typeof error.details.resetsAt === 'string' ? Date.parse(error.details.resetsAt) : NaN;
  const resetsAt = Number.isFinite(stated) ? stated : now + (error.retryAfter ?? 60) * 1000;
  return { capability, message: error.message, resetsAt: new Date(resetsAt).toISOString(), owner };
}

/** Blocks still in force for this owner (a reload keeps them; signing in or the reset time ends them). */
export function activeBlocks(blocks: readonly QuotaBlock[], owner: string | null, now = Date.now()): QuotaBlock[] {
  return blocks.filter((block) => block.owner === owner && Date.parse(block.resetsAt) > now);
}

export function readStoredBlocks(): QuotaBlock[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(QUOTA_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isBlock) : [];
  } catch {
    return [];
  }
}

export function storeBlocks(blocks: readonly QuotaBlock[]): void {
  try {
    if (blocks.length) localStorage.setItem(QUOTA_STORAGE_KEY, JSON.stringify(blocks));
    else localStorage.removeItem(QUOTA_STORAGE_KEY);
  } catch {
    // Storage blocked: the block still holds for this page.
  }
}

function isBlock(value: unknown): value is QuotaBlock {
  const block = value as Partial<QuotaBlock> | null;
  return (
    !!block &&
    (block.capability === 'chat' || block.capability === 'photo' || block.capability === 'video') &&
    typeof block.message === 'string' &&
    typeof block.resetsAt === 'string' &&
    (block.owner === null || typeof block.owner === 'string')
  );
}

/** "at 01:00 (in 3 h 12 min)" in the reader's own time zone. */
export function describeReset(resetsAt: string, now = Date.now(), locale?: string): string {
  const at = new Date(resetsAt);
  const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  const minutes = Math.max(1, Math.ceil((at.getTime() - now) / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const span = hours ? `${hours} h${rest ? ` ${rest} min` : ''}` : `${minutes} min`;
  const day = new Date(now).toDateString() === at.toDateString() ? '' : 'tomorrow ';
  return `${day}at ${time} (in ${span})`;
}
