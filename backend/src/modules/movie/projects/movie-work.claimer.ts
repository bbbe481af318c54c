import { runSql } from '../../../database/run-sql';
import type { VisitorWorkClaimer } from '../../../identity/ownership/visitor-work-claimer';

/**
 * Movie Studio's share of a visitor's work: their projects (scenes and characters go with them; files are
 * the assets'). A project whose client key the account already uses keeps its server id and drops the key.
 */
export const movieWorkClaimer: VisitorWorkClaimer = {
  area: 'movie',
  async claim(claim, tx) {
    const { rowCount } = await runSql(
      tx,
      `UPDATE movie_projects p
       SET owner_user_id = $1,
           client_key = CASE WHEN EXISTS (
             SELECT 1 FROM movie_projects u WHERE u.owner_user_id = $1 AND u.client_key = p.client_key
           ) THEN NULL ELSE p.client_key END
       WHERE p.owner_user_id IS NULL AND p.owner_session_id = $2`,
      [claim.userId, claim.visitorId],
    );
    return rowCount;
  },
};
