import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { VisitorWorkClaim, VisitorWorkClaimer } from '../identity/ownership/visitor-work-claimer';
import { VisitorWorkClaims } from '../identity/ownership/visitor-work-claims.service';
import { AssetsRepository } from './assets.repository';

/** The files of a visitor's work, whichever area made them (one asset model, DESIGN.md §4). */
@Injectable()
export class AssetsWorkClaimer implements VisitorWorkClaimer, OnModuleInit {
  readonly area = 'assets';

  constructor(
    private readonly claims: VisitorWorkClaims,
    private readonly assets: AssetsRepository,
  ) {}

  onModuleInit(): void {
    this.claims.register(this);
  }

  claim(claim: VisitorWorkClaim, tx: EntityManager): Promise<number> {
    return this.assets.claim(claim, tx);
  }
}
