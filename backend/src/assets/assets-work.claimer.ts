import { runSql } from '../database/run-sql';
import type { VisitorWorkClaimer } from '../identity/ownership/visitor-work-claimer';

/** The files of a visitor's work, whichever area made them (one asset model, ARCHITECTURE.md). */
export const assetsWorkClaimer: VisitorWorkClaimer = {
  area: 'assets',
  async claim(claim, tx) {
    const { rowCount } = await runSql(tx, 'UPDATE assets SET user_id = $1 WHERE user_id IS NULL AND session_id = $2', [
      claim.userId,
      claim.visitorId,
    ]);
    return rowCount;
  },
};
