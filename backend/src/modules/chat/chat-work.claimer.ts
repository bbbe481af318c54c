import { runSql } from '../../database/run-sql';
import type { VisitorWorkClaimer } from '../../identity/ownership/visitor-work-claimer';

/** Chat's share of a visitor's work: their conversations (messages and kept media follow by conversation). */
export const chatWorkClaimer: VisitorWorkClaimer = {
  area: 'chat',
  async claim(claim, tx) {
    const { rowCount } = await runSql(
      tx,
      'UPDATE chat_conversations SET user_id = $1 WHERE user_id IS NULL AND session_id = $2',
      [claim.userId, claim.visitorId],
    );
    return rowCount;
  },
};
