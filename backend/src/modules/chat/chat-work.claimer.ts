import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { runSql } from '../../database/run-sql';
import type { VisitorWorkClaim, VisitorWorkClaimer } from '../../identity/ownership/visitor-work-claimer';
import { VisitorWorkClaims } from '../../identity/ownership/visitor-work-claims.service';

/** Chat's share of a visitor's work: their conversations (messages and kept media follow by conversation). */
@Injectable()
export class ChatWorkClaimer implements VisitorWorkClaimer, OnModuleInit {
  readonly area = 'chat';

  constructor(private readonly claims: VisitorWorkClaims) {}

  onModuleInit(): void {
    this.claims.register(this);
  }

  async claim(claim: VisitorWorkClaim, tx: EntityManager): Promise<number> {
    const { rowCount } = await runSql(
      tx,
      'UPDATE chat_conversations SET user_id = $1 WHERE user_id IS NULL AND session_id = $2',
      [claim.userId, claim.visitorId],
    );
    return rowCount;
  }
}
