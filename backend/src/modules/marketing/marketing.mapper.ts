import { CREDIT_COSTS } from '../../metering/credits/credit-costs';
import {
  CREDIT_PLANS,
  CURRENCY_MEANINGS,
  ROLLOVER_MULTIPLIER,
  allocationOf,
  rolloverCapOf,
} from '../../metering/credits/credit-plans';
import type { CreditsView, LedgerEntry } from '../../metering/credits/credits.types';
import type { ArtifactRecord } from './artifacts/artifact.types';
import type { BrandKit } from './brand-kit/brand-kit.service';
import type { ChatMessageRecord } from './chat/chat-messages.service';
import type { ArtifactDto } from './dto/artifact.dto';
import type { BrandKitResponseDto } from './dto/brand-kit.dto';
import type { CreditCostsDto, CreditsResponseDto, LedgerEntryDto } from './dto/credits-response.dto';
import { mapEngine } from '../../engines/engine.dto';
import type { MarketingChatMessageDto } from './dto/marketing-chat.dto';
import type { MarketingPlansResponseDto } from './dto/plans-response.dto';

export function mapCosts(): CreditCostsDto {
  return { text: { ...CREDIT_COSTS.text }, image: { ...CREDIT_COSTS.image } };
}

export function mapPlans(): MarketingPlansResponseDto {
  return {
    plans: CREDIT_PLANS.map((plan) => ({
      id: plan.id,
      name: plan.name,
      price: plan.price,
      period: plan.period,
      rc: plan.rc,
      sc: plan.sc,
      features: [...plan.features],
      cta: plan.cta,
      popular: plan.popular,
      contact_sales: plan.contactSales,
    })),
    costs: mapCosts(),
    currencies: { ...CURRENCY_MEANINGS },
    rollover_multiplier: ROLLOVER_MULTIPLIER,
  };
}

export function mapCredits(view: CreditsView): CreditsResponseDto {
  return {
    rc: view.rc,
    sc: view.sc,
    tier: view.tier,
    held: { rc: view.heldRc, sc: view.heldSc },
    allocation: { rc: allocationOf(view.tier, 'RC'), sc: allocationOf(view.tier, 'SC') },
    rollover_cap: { rc: rolloverCapOf(view.tier, 'RC'), sc: rolloverCapOf(view.tier, 'SC') },
    cycle_started_at: view.cycleStartedAt.toISOString(),
    next_grant_at: view.nextGrantAt.toISOString(),
    grants: view.grants.map((grant) => ({
      id: grant.id,
      currency: grant.currency,
      amount: grant.amount,
      remaining: grant.remaining,
      cycle: grant.cycle,
      granted_at: grant.grantedAt.toISOString(),
    })),
    costs: mapCosts(),
    currencies: { ...CURRENCY_MEANINGS },
  };
}

export function mapLedgerEntry(entry: LedgerEntry): LedgerEntryDto {
  return {
    id: entry.id,
    kind: entry.kind,
    currency: entry.currency,
    amount: entry.amount,
    balance_after: entry.balanceAfter,
    status: entry.status,
    endpoint: entry.endpoint,
    meta: entry.meta,
    charge_id: entry.chargeId,
    cycle: entry.cycle,
    created_at: entry.createdAt.toISOString(),
  };
}

export function mapArtifact(artifact: ArtifactRecord): ArtifactDto {
  const visual = artifact.kind === 'visual' || artifact.kind === 'image';
  return {
    id: artifact.id,
    kind: artifact.kind,
    input: artifact.input,
    copy_type: artifact.copyType,
    style: artifact.style,
    output: artifact.output.map((item) => ({ ...item })),
    engine: mapEngine(artifact.engine),
    cost: { ...CREDIT_COSTS[visual ? 'image' : 'text'] },
    charge_id: artifact.chargeId,
    created_at: new Date(artifact.createdAt).toISOString(),
  };
}

export function mapBrandKit(kit: BrandKit): BrandKitResponseDto {
  return { product: kit.product, audience: kit.audience, voice: kit.voice, updated_at: kit.updatedAt?.toISOString() ?? null };
}

export function mapChatMessage(message: ChatMessageRecord): MarketingChatMessageDto {
  return { role: message.role, content: message.content, created_at: message.createdAt.toISOString() };
}
