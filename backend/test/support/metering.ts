import type { TestDatabase } from './test-database';

/** What a subject has on a meter today or this month (whichever period has a row): settled plus held. */
export async function meterCount(database: TestDatabase, subject: string, meter: string): Promise<number> {
  const rows = await database.query<{ total: string }>(
    'SELECT sum(used + held)::text AS total FROM meter_counters WHERE subject = $1 AND meter = $2',
    [subject, meter],
  );
  return Number(rows[0]?.total ?? 0);
}
