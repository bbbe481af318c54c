import { type DynamicModule, Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { VisitorWorkClaimer } from './visitor-work-claimer';
import { VisitorWorkClaims } from './visitor-work-claims.service';

const CLAIMERS = Symbol('VISITOR_WORK_CLAIMERS');

/**
 * Global, and given every area's claimer whichever areas this process serves (modules/visitor-work-claimers.ts):
 * the kernel never imports an area, the app hands it the list.
 */
@Global()
@Module({})
export class OwnershipModule implements OnModuleInit {
  constructor(
    private readonly claims: VisitorWorkClaims,
    @Inject(CLAIMERS) private readonly claimers: readonly VisitorWorkClaimer[],
  ) {}

  static forRoot(claimers: readonly VisitorWorkClaimer[]): DynamicModule {
    return {
      module: OwnershipModule,
      providers: [VisitorWorkClaims, { provide: CLAIMERS, useValue: claimers }],
      exports: [VisitorWorkClaims],
    };
  }

  onModuleInit(): void {
    for (const claimer of this.claimers) this.claims.register(claimer);
  }
}
