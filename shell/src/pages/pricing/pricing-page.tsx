import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '@atelier/runtime';
import { Badge, Button, SegmentedControl, VisuallyHidden } from '@atelier/ui';
import { PageHeader } from '../shared/page-header';
import type { SitePlansResponseDto, TrialPlanId } from '@atelier/api-types';
import { useSitePlans } from './api/get-site-plans';
import { useStartTrial } from './hooks/use-start-trial';
import { PlanCard, PlanCardPlaceholder } from './plan-card';
import { LOGIN_PATH, PAYMENTS_UNAVAILABLE_NOTE, planAction, requestedTrial, type Viewer } from './plan-actions';
import type { BillingPeriod } from './plans';
import { TrialOffer } from './trial-offer';
import '../shared/page.css';
import './pricing-page.css';

export const PLANS_LOAD_ERROR = "Couldn't load the plans.";

function periodOptions(savingLabel: string | null) {
  return [
    { value: 'monthly' as const, label: 'Monthly' },
    // Until the plans arrive the badge keeps its place, so the toggle does not grow under the pointer.
    { value: 'yearly' as const, label: 'Yearly', extra: <Badge variant="active">{savingLabel ?? '\u00a0'}</Badge> },
  ];
}

interface PlansProps {
  data: SitePlansResponseDto;
  period: BillingPeriod;
  viewer: Viewer;
}

/** The cards, and the offer of a trial asked for before signing in. */
function Plans({ data, period, viewer }: PlansProps) {
  const [params, setParams] = useSearchParams();
  const { start, starting } = useStartTrial();
  const wanted = requestedTrial(params.get('trial'));
  const offered = data.plans.find((plan) => plan.id === wanted);
  const offer = offered && viewer && planAction(offered, viewer).kind === 'start' ? offered : null;

  const forgetRequest = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('trial');
        return next;
      },
      { replace: true },
    );
  const startTrial = async (plan: TrialPlanId) => {
    if (await start(plan)) forgetRequest();
  };

  return (
    <>
      {offer ? (
        <TrialOffer
          plan={offer}
          trialDays={data.trial_days}
          starting={starting === offer.id}
          onStart={() => void startTrial(offer.id as TrialPlanId)}
          onDismiss={forgetRequest}
        />
      ) : null}
      <div className="pricing-page__plans">
        {data.plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            period={period}
            action={planAction(plan, viewer)}
            starting={starting}
            onStart={(id) => void startTrial(id)}
          />
        ))}
      </div>
    </>
  );
}

export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const { isAuthenticated, user } = useAuth();
  const { data, error, isFetching, refetch } = useSitePlans();
  // Until the plans are here: placeholders while asking (a Retry too), the failure once it is final.
  const loading = !data && isFetching;
  const failed = !data && !isFetching && !!error;
  const viewer: Viewer = isAuthenticated && user ? user : null;

  return (
    <div className="page pricing-page">
      <PageHeader title="Simple, transparent pricing" lead="Start free and upgrade when you need more. Every plan unlocks chat, photos, videos and code.">
        <SegmentedControl<BillingPeriod>
          label="Billing period"
          options={periodOptions(data?.yearly_saving_label ?? null)}
          value={period}
          onChange={setPeriod}
          className="pricing-page__period"
        />
      </PageHeader>

      {data ? <Plans data={data} period={period} viewer={viewer} /> : null}
      {loading ? (
        <div className="pricing-page__plans" aria-busy="true">
          <VisuallyHidden role="status">Loading plans...</VisuallyHidden>
          <PlanCardPlaceholder />
          <PlanCardPlaceholder />
          <PlanCardPlaceholder />
        </div>
      ) : null}
      {failed ? (
        <div role="alert" className="page-alert page-alert--error pricing-page__error">
          <span>{PLANS_LOAD_ERROR}</span>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Retry
          </Button>
        </div>
      ) : null}

      <div className="pricing-page__footer">
        <p className="pricing-page__trial">{data?.free_trial_note ?? '\u00a0'}</p>
        {viewer ? (
          <p className="page-muted">{`Trials need no credit card. ${PAYMENTS_UNAVAILABLE_NOTE}`}</p>
        ) : (
          <p className="page-muted">
            Need a custom plan for your organisation? <Link to={LOGIN_PATH}>Contact us</Link>
          </p>
        )}
      </div>
    </div>
  );
}
