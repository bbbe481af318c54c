import { Global, Module } from '@nestjs/common';
import { VisitorWorkClaims } from './visitor-work-claims.service';

/** Global so each area's claimer can register itself without the areas knowing each other. */
@Global()
@Module({ providers: [VisitorWorkClaims], exports: [VisitorWorkClaims] })
export class OwnershipModule {}
