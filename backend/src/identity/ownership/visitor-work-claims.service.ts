import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SESSION_ID_PATTERN } from '../../common/session-id';
import type { VisitorWorkClaim, VisitorWorkClaimer } from './visitor-work-claimer';

/** Rows moved per area, for the log and the tests. */
export type ClaimReport = Record<string, number>;

/**
 * The one claim of a visitor's work by an account (ARCHITECTURE.md §3, `identity/`). Every area that keeps
 * visitor work registers a claimer when its module starts; sign-up and every sign-in run them all once.
 * Each area moves its rows in its own transaction: one area's failure is logged and never blocks the
 * sign-in nor the other areas' claims (the next sign-in with that visitor id picks up what is left).
 */
@Injectable()
export class VisitorWorkClaims {
  private readonly logger = new Logger(VisitorWorkClaims.name);
  private readonly claimers = new Map<string, VisitorWorkClaimer>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  register(claimer: VisitorWorkClaimer): void {
    this.claimers.set(claimer.area, claimer);
  }

  areas(): string[] {
    return [...this.claimers.keys()].sort();
  }

  async claimAll(claim: VisitorWorkClaim): Promise<ClaimReport> {
    const report: ClaimReport = {};
    if (!SESSION_ID_PATTERN.test(claim.visitorId)) return report;
    for (const claimer of this.claimers.values()) {
      try {
        report[claimer.area] = await this.dataSource.transaction((tx) => claimer.claim(claim, tx));
      } catch (error) {
        this.logger.warn(`claiming visitor work (${claimer.area}) failed: ${error instanceof Error ? error.message : error}`);
      }
    }
    return report;
  }
}
