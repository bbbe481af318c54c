import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { VisitorWorkClaim, VisitorWorkClaimer } from '../../../identity/ownership/visitor-work-claimer';
import { VisitorWorkClaims } from '../../../identity/ownership/visitor-work-claims.service';
import { ProjectsRepository } from './projects.repository';

/** Movie Studio's share of a visitor's work: their projects (scenes and characters go with them; files are the assets'). */
@Injectable()
export class MovieWorkClaimer implements VisitorWorkClaimer, OnModuleInit {
  readonly area = 'movie';

  constructor(
    private readonly claims: VisitorWorkClaims,
    private readonly projects: ProjectsRepository,
  ) {}

  onModuleInit(): void {
    this.claims.register(this);
  }

  claim(claim: VisitorWorkClaim, tx: EntityManager): Promise<number> {
    return this.projects.claim(claim, tx);
  }
}
