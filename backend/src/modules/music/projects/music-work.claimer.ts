import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { VisitorWorkClaim, VisitorWorkClaimer } from '../../../identity/ownership/visitor-work-claimer';
import { VisitorWorkClaims } from '../../../identity/ownership/visitor-work-claims.service';
import { MusicProjectsRepository } from './music-projects.repository';

/** Music Studio's share of a visitor's work: their projects (stems and exports are the assets'). */
@Injectable()
export class MusicWorkClaimer implements VisitorWorkClaimer, OnModuleInit {
  readonly area = 'music';

  constructor(
    private readonly claims: VisitorWorkClaims,
    private readonly projects: MusicProjectsRepository,
  ) {}

  onModuleInit(): void {
    this.claims.register(this);
  }

  claim(claim: VisitorWorkClaim, tx: EntityManager): Promise<number> {
    return this.projects.claim(claim, tx);
  }
}
