import type { TestDatabase } from './support/test-database';
import type { Http } from './support/accounts';
import { bearer } from './support/accounts';

/** The charge bodies the studio sends (spec 001 §7), as each generator expects them. */
export const CHARGES = {
  quickCopy: { endpoint: 'text', source: 'web', meta: { feature: 'quick_create' } },
  quickImage: { endpoint: 'image', source: 'web', meta: { feature: 'quick_create' } },
  campaign: (copyType: string) => ({ endpoint: 'text', source: 'web', meta: { feature: 'campaign_copy', copyType } }),
  visual: (style: string) => ({ endpoint: 'image', source: 'web', meta: { feature: 'visuals', style } }),
  chat: { endpoint: 'text', source: 'web', meta: { feature: 'chat' } },
} as const;

let sequence = 0;
/** Like the studio's: a prefix, a random id and a timestamp. */
export const newKey = (prefix = 'test') => `${prefix}_${Math.random().toString(36).slice(2, 11)}_${Date.now()}_${++sequence}`;

export function consume(http: Http, token: string, key: string, body: object = CHARGES.quickCopy) {
  return http.post(`/api/v1/consume?idempotency_key=${encodeURIComponent(key)}`).set(bearer(token)).send(body);
}

export interface LedgerCheck {
  /** Sum of every entry, per currency. */
  entries: { RC: number; SC: number };
  /** granted − debited on the account row. */
  balance: { RC: number; SC: number };
  held: number;
}

/** The ledger's invariant, read straight from the tables: the entries sum to the account's balance. */
export async function ledgerOf(database: TestDatabase, userId: string): Promise<LedgerCheck> {
  const [row] = await database.query<{ rc_sum: string; sc_sum: string; rc: string; sc: string; held: string }>(
    `SELECT
       (SELECT COALESCE(sum(amount) FILTER (WHERE currency = 'RC'), 0) FROM credit_entries WHERE user_id = $1)::text AS rc_sum,
       (SELECT COALESCE(sum(amount) FILTER (WHERE currency = 'SC'), 0) FROM credit_entries WHERE user_id = $1)::text AS sc_sum,
       (SELECT count(*) FROM credit_entries WHERE user_id = $1 AND status = 'held')::text AS held,
       (a.rc_granted - a.rc_debited)::text AS rc, (a.sc_granted - a.sc_debited)::text AS sc
     FROM credit_accounts a WHERE a.user_id = $1`,
    [userId],
  );
  return {
    entries: { RC: Number(row.rc_sum), SC: Number(row.sc_sum) },
    balance: { RC: Number(row.rc), SC: Number(row.sc) },
    held: Number(row.held),
  };
}

/** Moves the account's cycle back by `months`, as if that much time had passed since it was last granted. */
export async function ageAccount(database: TestDatabase, userId: string, months: number): Promise<void> {
  await database.query(
    `UPDATE credit_accounts SET cycle_anchor = cycle_anchor - make_interval(months => $2),
       next_grant_at = next_grant_at - make_interval(months => $2) WHERE user_id = $1`,
    [userId, months],
  );
}

/** The data of a text/event-stream body: each `data:` line's content, in order. */
export function sseContent(body: string): { pieces: string[]; done: boolean; error: string | null } {
  const pieces: string[] = [];
  let done = false;
  let error: string | null = null;
  for (const frame of body.split('\n\n')) {
    const data = frame.split('\n').find((line) => line.startsWith('data: '))?.slice(6);
    if (data === undefined) continue;
    if (data === '[DONE]') done = true;
    else if (frame.includes('event: error')) error = (JSON.parse(data) as { message: string }).message;
    else pieces.push((JSON.parse(data) as { content: string }).content);
  }
  return { pieces, done, error };
}
