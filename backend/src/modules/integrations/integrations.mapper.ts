import { maskApiKey } from '../../api-keys/api-key-format';
import type { ApiKeyRecord, IntegrationPlan } from '../../api-keys/api-key-records';
import type { ApiKeyDto } from './dto/api-key.dto';
import type { PlanDto } from './dto/plan.dto';

export function mapApiKey(record: ApiKeyRecord): ApiKeyDto {
  return {
    id: record.id,
    label: record.label,
    masked_key: maskApiKey(record.keyStart, record.keyEnd),
    created_at: record.createdAt.toISOString(),
    last_used_at: record.lastUsedAt?.toISOString() ?? null,
  };
}

export function mapPlan(plan: IntegrationPlan): PlanDto {
  return {
    id: plan.id,
    name: plan.name,
    price_monthly: plan.priceMonthly,
    tokens: plan.tokens,
    images: plan.images,
    videos: plan.videos,
  };
}
