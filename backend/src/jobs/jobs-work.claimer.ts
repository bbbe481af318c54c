import { runSql } from '../database/run-sql';
import type { VisitorWorkClaimer } from '../identity/ownership/visitor-work-claimer';

/**
 * A visitor's jobs (videos, scene renders, exports), so the account still follows one it started before
 * signing in. A job whose request key the account already used stays the visitor's: a key names one job.
 */
export const jobsWorkClaimer: VisitorWorkClaimer = {
  area: 'jobs',
  async claim(claim, tx) {
    const { rowCount } = await runSql(
      tx,
      `UPDATE jobs j SET owner_user_id = $1
       WHERE j.owner_user_id IS NULL AND j.owner_session_id = $2
         AND NOT EXISTS (SELECT 1 FROM jobs a WHERE a.owner_user_id = $1 AND a.kind = j.kind AND a.request_key = j.request_key)`,
      [claim.userId, claim.visitorId],
    );
    return rowCount;
  },
};
