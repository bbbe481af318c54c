import { idempotentFetch } from '@atelier/runtime';
import type { ArtifactDto, CampaignCopyDto, QuickCreateDto, VisualDto } from '@atelier/api-types';

/** A generator call: POST /api/marketing/<path>?idempotency_key=, answered with the stored artifact. */
export type GeneratorRequest =
  | { path: 'quick-create'; body: QuickCreateDto }
  | { path: 'campaign-copy'; body: CampaignCopyDto }
  | { path: 'visuals'; body: VisualDto };

/** Runs under the charge held with the same key; a failure refunds it on the server. */
export function generate(key: string, request: GeneratorRequest): Promise<ArtifactDto> {
  return idempotentFetch<ArtifactDto>(`/marketing/${request.path}`, key, { body: request.body });
}
