import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { runSql } from '../database/run-sql';
import type { VisitorWorkClaim, VisitorWorkClaimer } from '../identity/ownership/visitor-work-claimer';
import { VisitorWorkClaims } from '../identity/ownership/visitor-work-claims.service';

/**
 * A visitor's jobs (videos, scene renders, exports), so the account still follows one it started before
 * signing in. A job whose request key the account already used stays the visitor's: a key names one job.
 */
@Injectable()
export class JobsWorkClaimer implements VisitorWorkClaimer, OnModuleInit {
  readonly area = 'jobs';

  constructor(private readonly claims: VisitorWorkClaims) {}

  onModuleInit(): void {
    this.claims.register(this);
  }

  async claim(claim: VisitorWorkClaim, tx: EntityManager): Promise<number> {
    const { rowCount } = await runSql(
      tx,
      `UPDATE jobs j SET owner_user_id = $1
       WHERE j.owner_user_id IS NULL AND j.owner_session_id = $2
         AND NOT EXISTS (SELECT 1 FROM jobs a WHERE a.owner_user_id = $1 AND a.kind = j.kind AND a.request_key = j.request_key)`,
      [claim.userId, claim.visitorId],
    );
    return rowCount;
  }
}
