import { runSql } from '../../../database/run-sql';
import type { VisitorWorkClaimer } from '../../../identity/ownership/visitor-work-claimer';

/**
 * Music Studio's share of a visitor's work: their projects (stems and exports are the assets'). An id the
 * account already uses gets a suffix, so nothing is lost or merged.
 */
export const musicWorkClaimer: VisitorWorkClaimer = {
  area: 'music',
  async claim(claim, tx) {
    await runSql(
      tx,
      `UPDATE music_projects v SET public_id = left(v.public_id, 27) || '-' || substr(md5(random()::text), 1, 4)
       WHERE v.owner_user_id IS NULL AND v.owner_session_id = $2
         AND EXISTS (SELECT 1 FROM music_projects a WHERE a.owner_user_id = $1 AND a.public_id = v.public_id)`,
      [claim.userId, claim.visitorId],
    );
    const { rowCount } = await runSql(
      tx,
      `UPDATE music_projects SET owner_user_id = $1, updated_at = now()
       WHERE owner_user_id IS NULL AND owner_session_id = $2`,
      [claim.userId, claim.visitorId],
    );
    return rowCount;
  },
};
