import { Injectable, Logger } from '@nestjs/common';
import type { BrandBrief } from '../../../engines/marketing-brief';
import { EngineError } from '../../../engines/engine-error';
import { EngineFailureException } from '../../../engines/engine-error-responses';
import { CreditsException } from '../../../metering/credits/credits.errors';
import { CreditsService } from '../../../metering/credits/credits.service';
import type { ClaimOutcome, ConsumeRequest } from '../../../metering/credits/credits.types';
import { requestFingerprint } from '../../../common/idempotency/request-fingerprint';
import type { ArtifactRecord } from '../artifacts/artifact.types';
import { ArtifactsService } from '../artifacts/artifacts.service';
import { BrandKitService } from '../brand-kit/brand-kit.service';
import type { ArtifactKind, CopyType, VisualStyle } from '../marketing.constants';
import { GENERIC_ENGINE_FAILURE } from '../marketing.errors';
import type { Made } from './engine-call';
import { IdempotencyException } from '../../../common/idempotency/idempotency.errors';

/** One generator run: what it charges, what it records, and the work itself. */
export interface GenerationPlan {
  charge: ConsumeRequest;
  kind: ArtifactKind;
  input: string;
  copyType: CopyType | null;
  style: VisualStyle | null;
  make(brand: BrandBrief): Promise<Made>;
}

export interface Generated {
  artifact: ArtifactRecord;
  /** The artifact of an earlier request with the same idempotency key. */
  replayed: boolean;
}

/**
 * Runs a generator under a credit charge: charge (or find the studio's charge under the same key), claim
 * the hold, generate, keep the artifact, capture. A failure refunds the hold before the error is answered;
 * a repeat of a finished request answers its artifact again without charging or generating.
 */
@Injectable()
export class GenerationService {
  private readonly logger = new Logger(GenerationService.name);

  constructor(
    private readonly credits: CreditsService,
    private readonly artifacts: ArtifactsService,
    private readonly brandKits: BrandKitService,
  ) {}

  async run(userId: string, key: string, plan: GenerationPlan): Promise<Generated> {
    const requestHash = requestFingerprint({ charge: plan.charge, kind: plan.kind, input: plan.input, copyType: plan.copyType, style: plan.style });
    const { answer } = await this.credits.consume(userId, key, plan.charge);
    const claim = await this.credits.claim(userId, answer.id);
    if (claim !== 'claimed') return this.earlier(userId, answer.id, claim, requestHash);
    let artifact: ArtifactRecord;
    try {
      const made = await plan.make(await this.brandKits.get(userId));
      artifact = await this.artifacts.save(userId, {
        chargeId: answer.id,
        requestHash,
        kind: plan.kind,
        input: plan.input,
        copyType: plan.copyType,
        style: plan.style,
        output: made.items,
        engine: made.engine,
      });
    } catch (error) {
      await this.credits.release(answer.id).catch((release: unknown) => {
        // The hold's time limit refunds it later; the user's error is the one that matters now.
        this.logger.warn(`credit hold ${answer.id} not released after a failed generation: ${String(release)}`);
      });
      throw error instanceof EngineError ? EngineFailureException.of(error, GENERIC_ENGINE_FAILURE) : error;
    }
    if (!(await this.credits.capture(answer.id))) {
      // Only when this process lost its lease mid-generation and another refunded the hold: free, never charged twice.
      this.logger.warn(`credit hold ${answer.id} was released before its generation finished; the artifact is free`);
    }
    return { artifact, replayed: false };
  }

  private async earlier(userId: string, chargeId: string, claim: Exclude<ClaimOutcome, 'claimed'>, requestHash: string): Promise<Generated> {
    if (claim === 'in-progress') throw IdempotencyException.inUse();
    const artifact = await this.artifacts.findByCharge(userId, chargeId);
    if (artifact) {
      if (artifact.requestHash !== requestHash) throw IdempotencyException.reused();
      return { artifact, replayed: true };
    }
    // Captured but not stored cannot happen (the artifact is stored before the capture); say "try later".
    throw claim === 'captured' ? IdempotencyException.inUse() : CreditsException.released();
  }
}
