import { Injectable } from '@nestjs/common';
import { ApiKeysService } from '../../api-keys/api-keys.service';
import { ApiUsageService } from '../../api-keys/api-usage.service';
import { IntegrationPlansService } from '../../api-keys/integration-plans.service';
import { nextPeriodStart, periodStart } from '../../metering/periods';
import { usageCostUsd } from '../../metering/plans/api-prices';
import type { ApiKeyDto } from './dto/api-key.dto';
import type { CreatedApiKeyDto } from './dto/created-api-key.dto';
import type { PlanDto } from './dto/plan.dto';
import type { UsageResponseDto } from './dto/usage-response.dto';
import { MAX_LIVE_KEYS } from './integrations.constants';
import { IntegrationsException } from './integrations.errors';
import { mapApiKey, mapPlan } from './integrations.mapper';

/** The integrations page's data: the caller's keys and usage, and the public plan list. */
@Injectable()
export class IntegrationsService {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly usage: ApiUsageService,
    private readonly plans: IntegrationPlansService,
  ) {}

  async createKey(userId: string, label: string): Promise<CreatedApiKeyDto> {
    if ((await this.keys.countLive(userId)) >= MAX_LIVE_KEYS) throw IntegrationsException.tooManyKeys();
    const { record, key } = await this.keys.create(userId, label);
    return { ...mapApiKey(record), key };
  }

  async listKeys(userId: string): Promise<ApiKeyDto[]> {
    return (await this.keys.list(userId)).map(mapApiKey);
  }

  async revokeKey(userId: string, keyId: string): Promise<{ message: string }> {
    if (!(await this.keys.revoke(userId, keyId))) throw IntegrationsException.keyNotFound();
    return { message: 'API key revoked' };
  }

  async usageOf(userId: string, now = new Date()): Promise<UsageResponseDto> {
    const period = periodStart('month', now);
    const [counts, plan] = await Promise.all([this.usage.read(userId, now), this.plans.planOf(userId)]);
    return {
      tokens_used: counts.tokens,
      images_used: counts.images,
      videos_used: counts.videos,
      // A plan with no price (Free) is never billed: its usage costs the account nothing.
      cost_usd: plan.priceMonthly === 0 ? 0 : usageCostUsd(counts),
      period_start: new Date(`${period}T00:00:00Z`).toISOString(),
      period_end: nextPeriodStart('month', now).toISOString(),
      plan: mapPlan(plan),
    };
  }

  async listPlans(): Promise<PlanDto[]> {
    return (await this.plans.list()).map(mapPlan);
  }
}
