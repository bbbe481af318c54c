import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, SegmentedControl } from '@atelier/ui';
import { PageHeader } from '../shared/page-header';
import { PlanCard } from './plan-card';
import { FREE_TRIAL_NOTE, PLAN_CTA_TARGET, PLANS, YEARLY_SAVING_LABEL, type BillingPeriod } from './plans';
import '../shared/page.css';
import './pricing-page.css';

const PERIOD_OPTIONS = [
  { value: 'monthly' as const, label: 'Monthly' },
  { value: 'yearly' as const, label: 'Yearly', extra: <Badge variant="active">{YEARLY_SAVING_LABEL}</Badge> },
];

export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <div className="page pricing-page">
      <PageHeader title="Simple, transparent pricing" lead="Start free and upgrade when you need more. Every plan unlocks chat, photos, videos and code.">
        <SegmentedControl<BillingPeriod> label="Billing period" options={PERIOD_OPTIONS} value={period} onChange={setPeriod} className="pricing-page__period" />
      </PageHeader>

      <div className="pricing-page__plans">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} period={period} />
        ))}
      </div>

      <div className="pricing-page__footer">
        <p className="pricing-page__trial">{FREE_TRIAL_NOTE}</p>
        <p className="page-muted">
          Need a custom plan for your organisation? <Link to={PLAN_CTA_TARGET}>Contact us</Link>
        </p>
      </div>
    </div>
  );
}
