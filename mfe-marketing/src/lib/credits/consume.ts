import { idempotentFetch } from '@atelier/runtime';
import type { ChargeResponseDto, ConsumeDto } from '@atelier/api-types';

/**
 * POST /api/v1/consume?idempotency_key= (spec 001 §7, header X-Idempotency-Key too): holds the cost of
 * the generation that follows under the same key. A 402 rejects with an ApiError whose details hold
 * the shortfall.
 */
export function consume(key: string, charge: ConsumeDto): Promise<ChargeResponseDto> {
  return idempotentFetch<ChargeResponseDto>('/v1/consume', key, { body: charge });
}
