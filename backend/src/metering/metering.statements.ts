import { type PreparedStatement, prepared } from '../database/prepared-statement';
import { LIVE_LEASE_KEYS_SQL } from '../database/process-lease';

/**
 * Parameters every reserving statement takes first; the subject query's own parameters follow from $6.
 * $1 meter, $2 period, $3 minimum amount, $4 wanted amount, $5 holder.
 */
export const SUBJECT_PARAMETERS_START = 6;

/**
 * Builds one statement that finds the subject (and its limit) with `subjectSql`, holds up to the wanted
 * amount on its counter (at least the minimum, never past the limit) and records the reservation:
 * one round trip, atomic under any concurrency. `subjectSql` must yield `subject text` and `lim bigint`
 * (null: no limit), plus any columns the caller wants back. No row back: no subject (e.g. an unknown
 * key); `reservation_id` null: over the limit. UPDATE's SET reads the row as it was, so `last_grant`
 * is exactly what this statement added.
 */
export function subjectReservation(name: string, subjectSql: string): PreparedStatement {
  return prepared(
    name,
    `WITH subject AS (${subjectSql}),
     grant_of AS (SELECT s.subject, s.lim FROM subject s LIMIT 1),
     counted AS (
       INSERT INTO meter_counters AS c (subject, meter, period, used, held, last_grant)
       SELECT g.subject, $1, $2::date, 0, LEAST($4::bigint, COALESCE(g.lim, $4::bigint)), LEAST($4::bigint, COALESCE(g.lim, $4::bigint))
       FROM grant_of g WHERE g.lim IS NULL OR $3::bigint <= g.lim
       ON CONFLICT (subject, meter, period) DO UPDATE
         SET last_grant = LEAST($4::bigint, COALESCE((SELECT lim FROM grant_of) - c.used - c.held, $4::bigint)),
             held = c.held + LEAST($4::bigint, COALESCE((SELECT lim FROM grant_of) - c.used - c.held, $4::bigint))
         WHERE (SELECT lim FROM grant_of) IS NULL OR c.used + c.held + $3::bigint <= (SELECT lim FROM grant_of)
       RETURNING c.subject, c.last_grant),
     reserved AS (
       INSERT INTO meter_reservations (holder, meter, period, subjects, amount)
       SELECT $5, $1, $2::date, ARRAY[counted.subject], counted.last_grant FROM counted
       RETURNING id, amount)
     SELECT s.*, r.id AS reservation_id, r.amount AS granted FROM subject s LEFT JOIN reserved r ON true`,
  );
}

/** One named subject and its limit ($6, $7). */
export const RESERVE_ONE = subjectReservation('metering.reserve-one', 'SELECT $6::text AS subject, $7::bigint AS lim');

/** Multi-subject reservations hold each counter in turn inside a transaction; no row back = over the limit. */
export const HOLD_ON_COUNTER = prepared(
  'metering.hold-on-counter',
  `INSERT INTO meter_counters AS c (subject, meter, period, used, held) VALUES ($1, $2, $3::date, 0, $4::bigint)
   ON CONFLICT (subject, meter, period) DO UPDATE SET held = c.held + $4::bigint
   WHERE $5::bigint IS NULL OR c.used + c.held + $4::bigint <= $5::bigint
   RETURNING 1`,
);

export const RECORD_RESERVATION = prepared(
  'metering.record-reservation',
  `INSERT INTO meter_reservations (holder, meter, period, subjects, amount) VALUES ($1, $2, $3::date, $4::text[], $5)
   RETURNING id`,
);

/**
 * Keeps `used` ($2) of reservation $1 and frees the rest. When the reservation is already gone (its lease
 * lapsed and a sweeper released it) the use is still counted, from the caller's copy ($3–$5): usage stays
 * exact even then.
 */
export const SETTLE = prepared(
  'metering.settle',
  `WITH r AS (DELETE FROM meter_reservations WHERE id = $1 RETURNING subjects, meter, period, amount),
   held AS (
     UPDATE meter_counters c SET used = c.used + $2::bigint, held = GREATEST(c.held - r.amount, 0)
     FROM r, unnest(r.subjects) AS s(subject)
     WHERE c.subject = s.subject AND c.meter = r.meter AND c.period = r.period
     RETURNING 1),
   late AS (
     INSERT INTO meter_counters AS c (subject, meter, period, used, held)
     SELECT s.subject, $3, $4::date, $2::bigint, 0 FROM unnest($5::text[]) AS s(subject)
     WHERE NOT EXISTS (SELECT 1 FROM r) AND $2::bigint > 0
     ON CONFLICT (subject, meter, period) DO UPDATE SET used = c.used + EXCLUDED.used
     RETURNING 1)
   SELECT (SELECT count(*) FROM r)::int AS found`,
);

/**
 * Settles many reservations in one round trip: ids ($1) with what each used ($2, already capped at its
 * amount). Sums per counter first (UPDATE … FROM applies one joined row per target row), so settles that
 * share a counter — every call of one API key — update its row once instead of queueing on its lock.
 * Counters are locked in one order (`locked`, as multi-subject holds sort theirs), so two groups that
 * share counters never deadlock, whatever order the planner would update them in. Returns the ids it
 * found; one it did not (already swept) is settled alone with SETTLE, which still counts its use.
 */
export const SETTLE_MANY = prepared(
  'metering.settle-many',
  `WITH input AS (SELECT * FROM unnest($1::uuid[], $2::bigint[]) AS i(id, used)),
   r AS (
     DELETE FROM meter_reservations m USING input i WHERE m.id = i.id
     RETURNING m.id, m.subjects, m.meter, m.period, m.amount, i.used),
   per_counter AS (
     SELECT s.subject, r.meter, r.period, sum(r.used)::bigint AS used, sum(r.amount)::bigint AS amount
     FROM r, unnest(r.subjects) AS s(subject) GROUP BY 1, 2, 3),
   locked AS (
     SELECT c.subject, c.meter, c.period FROM meter_counters c
     JOIN per_counter p ON c.subject = p.subject AND c.meter = p.meter AND c.period = p.period
     ORDER BY c.subject, c.meter, c.period
     FOR UPDATE OF c),
   held AS (
     UPDATE meter_counters c SET used = c.used + p.used, held = GREATEST(c.held - p.amount, 0)
     FROM per_counter p JOIN locked l ON l.subject = p.subject AND l.meter = p.meter AND l.period = p.period
     WHERE c.subject = p.subject AND c.meter = p.meter AND c.period = p.period
     RETURNING 1)
   SELECT r.id FROM r`,
);

/**
 * Keeps part of single-subject reservations that stay open (a process's allowance block, see
 * allowance-blocks.ts): ids ($1) with what each kept ($2, summed per id) and each one's counter ($3
 * subject, $4 meter, $5 period). The use moves from held to used and the reservation shrinks by as much.
 * A reservation already gone (released, or swept with its dead holder, which freed all it held) still has
 * its use counted, with nothing taken off held: usage stays exact either way. Counters are locked in one
 * order, as SETTLE_MANY does.
 */
export const SETTLE_PARTS = prepared(
  'metering.settle-parts',
  `WITH input AS (
     SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::text[], $4::text[], $5::date[]) AS i(id, used, subject, meter, period)),
   per_reservation AS (SELECT id, sum(used)::bigint AS used FROM input GROUP BY id),
   kept AS (
     UPDATE meter_reservations m SET amount = m.amount - p.used
     FROM per_reservation p WHERE m.id = p.id
     RETURNING m.id),
   per_counter AS (
     SELECT i.subject, i.meter, i.period, sum(i.used)::bigint AS used,
            COALESCE(sum(i.used) FILTER (WHERE i.id IN (SELECT id FROM kept)), 0)::bigint AS was_held
     FROM input i GROUP BY 1, 2, 3),
   locked AS (
     SELECT c.subject, c.meter, c.period FROM meter_counters c
     JOIN per_counter p ON c.subject = p.subject AND c.meter = p.meter AND c.period = p.period
     ORDER BY c.subject, c.meter, c.period
     FOR UPDATE OF c),
   counted AS (
     UPDATE meter_counters c SET used = c.used + p.used, held = GREATEST(c.held - p.was_held, 0)
     FROM per_counter p JOIN locked l ON l.subject = p.subject AND l.meter = p.meter AND l.period = p.period
     WHERE c.subject = p.subject AND c.meter = p.meter AND c.period = p.period
     RETURNING 1)
   SELECT (SELECT count(*) FROM counted)::int AS counters`,
);

/**
 * SETTLE_PARTS for one part ($1 id, $2 used, $3 subject, $4 meter, $5 period): the common case at low load,
 * where the answer waits for this round trip (measured: 0.17 ms against 0.29 ms for the grouped form).
 */
export const SETTLE_PART = prepared(
  'metering.settle-part',
  `WITH kept AS (UPDATE meter_reservations SET amount = amount - $2::bigint WHERE id = $1 RETURNING id)
   UPDATE meter_counters SET used = used + $2::bigint,
     held = GREATEST(held - CASE WHEN EXISTS (SELECT 1 FROM kept) THEN $2::bigint ELSE 0 END, 0)
   WHERE subject = $3 AND meter = $4 AND period = $5::date`,
);

/** Gives $2 of open reservation $1 back to its counters (a block's unlent rest); nothing when it is gone. */
export const SHRINK = prepared(
  'metering.shrink',
  `WITH r AS (
     UPDATE meter_reservations SET amount = amount - $2::bigint WHERE id = $1 AND amount >= $2::bigint
     RETURNING subjects, meter, period)
   UPDATE meter_counters c SET held = GREATEST(c.held - $2::bigint, 0)
   FROM r, unnest(r.subjects) AS s(subject)
   WHERE c.subject = s.subject AND c.meter = r.meter AND c.period = r.period`,
);

/** Frees reservation $1 in full; nothing to do when a sweeper already did. */
export const RELEASE = prepared(
  'metering.release',
  `WITH r AS (DELETE FROM meter_reservations WHERE id = $1 RETURNING subjects, meter, period, amount)
   UPDATE meter_counters c SET held = GREATEST(c.held - r.amount, 0)
   FROM r, unnest(r.subjects) AS s(subject)
   WHERE c.subject = s.subject AND c.meter = r.meter AND c.period = r.period`,
);

/** Hands reservations over to another holder (e.g. from the request's process to a durable job). */
export const TRANSFER = prepared(
  'metering.transfer',
  'UPDATE meter_reservations SET holder = $2 WHERE id = ANY($1::uuid[])',
);

/**
 * Work in a live process never holds usage this long (the longest, a video render, is a job's); a hold
 * this old was orphaned by a failed settle or release, and a late settle still counts its use.
 */
const PROCESS_HOLD_MAX_HOURS = 6;

/**
 * Releases what dead holders left: reservations of processes whose lease is gone, and of any other holder
 * kind whose registered "live holders" query no longer names them (after a grace period, so a holder being
 * created right now is not mistaken for a dead one). Sums per counter first: UPDATE … FROM applies only one
 * joined row per target row.
 */
export function sweepStatement(otherKinds: ReadonlyArray<{ prefix: string; liveHoldersSql: string }>): PreparedStatement {
  const others = otherKinds
    .map(
      (kind) =>
        `(r.holder LIKE '${kind.prefix}%' AND r.created_at < now() - interval '1 minute'
          AND r.holder NOT IN (${kind.liveHoldersSql}))`,
    )
    .join(' OR ');
  return prepared(
    `metering.sweep${otherKinds.map((kind) => `.${kind.prefix.replace(/\W/g, '')}`).join('')}`,
    `WITH live AS (${LIVE_LEASE_KEYS_SQL}),
     dead AS (
       DELETE FROM meter_reservations r
       WHERE (r.holder LIKE 'process:%' AND r.holder NOT IN (SELECT 'process:' || key FROM live))
         OR (r.holder LIKE 'process:%' AND r.created_at < now() - interval '${PROCESS_HOLD_MAX_HOURS} hours')
         ${others ? `OR ${others}` : ''}
       RETURNING r.subjects, r.meter, r.period, r.amount),
     freed AS (
       SELECT s.subject, d.meter, d.period, sum(d.amount) AS amount
       FROM dead d, unnest(d.subjects) AS s(subject) GROUP BY 1, 2, 3),
     updated AS (
       UPDATE meter_counters c SET held = GREATEST(c.held - f.amount, 0)
       FROM freed f WHERE c.subject = f.subject AND c.meter = f.meter AND c.period = f.period
       RETURNING 1)
     SELECT (SELECT count(*) FROM dead)::int AS released`,
  );
}

export const READ_COUNTERS = prepared(
  'metering.read-counters',
  `SELECT meter, used, held FROM meter_counters WHERE subject = $1 AND period = $2::date AND meter = ANY($3::text[])`,
);
