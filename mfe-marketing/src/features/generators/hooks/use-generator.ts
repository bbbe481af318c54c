import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, newIdempotencyKey, useAuth } from '@atelier/runtime';
import type { ArtifactDto, ArtifactsResponseDto, ConsumeDto } from '@atelier/api-types';
import { marketingKeys } from '../../../lib/query-keys';
import { type EventMeta, sendEvent } from '../../../lib/send-event';
import { consume } from '../../../lib/credits/consume';
import { shortfallOf, usePricingDrawer } from '../../../lib/credits/pricing-drawer';
import { type GeneratorRequest, generate } from '../api/generate';

export interface GeneratorRun {
  charge: ConsumeDto;
  request: GeneratorRequest;
  /** For analytics: which feature, copy type or style. */
  meta: EventMeta;
}

/**
 * One generator's run: hold the cost (consume), generate under the same key, show the artifact and
 * re-read the credits. A failure shows the server's text under the form, re-reads the credits (the hold
 * was refunded) and sends an error event (spec 001 §8); a 402 also opens the pricing drawer.
 */
export function useGenerator() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const client = useQueryClient();
  const pricing = usePricingDrawer();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async ({ charge, request, meta }: GeneratorRun): Promise<ArtifactDto | null> => {
    if (busy) return null;
    setBusy(true);
    setError(null);
    const key = newIdempotencyKey('mkt');
    const started = performance.now();
    try {
      const held = await consume(key, charge);
      const artifact = await generate(key, request);
      client.setQueryData<ArtifactsResponseDto>(marketingKeys.artifacts(userId), (list) => ({
        artifacts: [artifact, ...(list?.artifacts ?? []).filter((item) => item.id !== artifact.id)],
      }));
      sendEvent('generate_success', { ...meta, kind: artifact.kind }, { durationMs: performance.now() - started, rc: held.rc, sc: held.sc });
      return artifact;
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Something went wrong. Please try again.';
      setError(message);
      if (failure instanceof ApiError && failure.status === 402) pricing.show('shortfall', shortfallOf(failure.details));
      sendEvent('generate_error', {
        ...meta,
        code: failure instanceof ApiError ? failure.code : 'NETWORK',
        status: failure instanceof ApiError ? failure.status : 0,
      }, { durationMs: performance.now() - started });
      return null;
    } finally {
      // Spec 001 §4/§8: balances are read again after each new artifact and after a failure.
      void client.invalidateQueries({ queryKey: marketingKeys.credits(userId) });
      setBusy(false);
    }
  };

  return { busy, error, run, clearError: () => setError(null) };
}
