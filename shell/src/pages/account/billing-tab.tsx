import { useNavigate } from 'react-router-dom';
import { Badge, Button, ProgressBar, Spinner } from '@atelier/ui';
import type { BillingResponseDto, UsageCountDto } from '@atelier/api-types';
import { daysLeftText, formatTrialDate, trialDaysLeft } from '../pricing/trial-dates';
import { errorMessage } from '../shared/error-message';
import {
  BILLING_INCLUDES_TITLE,
  BILLING_LOAD_ERROR,
  BILLING_STATUS,
  BILLING_TRIAL_STATUS,
  BILLING_USAGE_LABELS,
  BILLING_USAGE_TITLE,
} from './account-constants';
import { useBilling } from './api/get-billing';

function TrialLine({ billing }: { billing: BillingResponseDto }) {
  const { trial } = billing;
  if (!trial) return null;
  const name = billing.plan_details.name;
  if (!trial.active) {
    return <p className="page-muted account-card__text">{`Your free trial ended on ${formatTrialDate(trial.ends_at)}.`}</p>;
  }
  return (
    <p className="account-card__text account-billing__trial">
      <strong>{`${name} trial — ends ${formatTrialDate(trial.ends_at)}`}</strong>
      <span className="page-muted">{` · ${daysLeftText(trialDaysLeft(trial.ends_at))}`}</span>
    </p>
  );
}

function UsageItem({ label, count }: { label: string; count: UsageCountDto }) {
  if (count.limit === null) {
    return (
      <li className="at-spread at-spread--nowrap account-billing__usage-item">
        <span>{label}</span>
        <span className="page-muted">{`${count.used} used · Unlimited`}</span>
      </li>
    );
  }
  const full = count.used >= count.limit;
  return (
    <li className="account-billing__usage-item">
      <ProgressBar label={label} value={count.used} max={count.limit} valueText={`${count.used} of ${count.limit}`} tone={full ? 'danger' : 'accent'} size="sm" />
    </li>
  );
}

function BillingDetails({ billing }: { billing: BillingResponseDto }) {
  const navigate = useNavigate();
  const details = billing.plan_details;
  const onTrial = !!billing.trial?.active;
  return (
    <>
      <div className="at-spread at-spread--nowrap">
        <div>
          <h2 id="account-billing-plan" className="account-card__title">
            {`${details.name} Plan`}
          </h2>
          <p className="account-billing__price">{`$${details.price.monthly}/month`}</p>
        </div>
        <Badge variant={onTrial ? 'accent' : 'active'}>{onTrial ? BILLING_TRIAL_STATUS : BILLING_STATUS}</Badge>
      </div>
      <TrialLine billing={billing} />

      <h3 className="account-billing__heading">{BILLING_INCLUDES_TITLE}</h3>
      <ul className="page-list account-billing__features" aria-label={BILLING_INCLUDES_TITLE}>
        {details.features.map((feature) => (
          <li key={feature} className="page-list__item">
            {feature}
          </li>
        ))}
      </ul>

      <h3 className="account-billing__heading">{BILLING_USAGE_TITLE}</h3>
      <ul className="account-billing__usage" aria-label={BILLING_USAGE_TITLE}>
        <UsageItem label={BILLING_USAGE_LABELS.chat} count={billing.usage.chat} />
        <UsageItem label={BILLING_USAGE_LABELS.photo} count={billing.usage.photo} />
        <UsageItem label={BILLING_USAGE_LABELS.video} count={billing.usage.video} />
      </ul>
      <p className="page-muted account-billing__small">Daily limits start again at midnight UTC.</p>

      <p className="page-muted account-card__text">{billing.payment.message}</p>
      <div className="account-card__actions">
        {/* Changing plan happens on Pricing (trials); paying is not possible yet, as the note above says. */}
        <Button variant="secondary" onClick={() => navigate('/pricing')}>
          Manage Billing
        </Button>
      </div>
    </>
  );
}

/** The account's plan and trial, what they include, today's usage and the honest word on payments. */
export function BillingTab() {
  const { data: billing, error: loadError, isFetching: loading, refetch } = useBilling();
  // A retry under way replaces the failure with the loading state, as a first load does.
  const error = loadError && !loading ? errorMessage(loadError, BILLING_LOAD_ERROR) : null;
  return (
    <section className="account-card account-billing" aria-labelledby="account-billing-plan" aria-busy={loading || undefined}>
      {billing ? <BillingDetails billing={billing} /> : null}
      {!billing && loading ? (
        <div className="page-muted account-sessions__loading" role="status">
          <Spinner size="sm" decorative />
          <span id="account-billing-plan">Loading billing...</span>
        </div>
      ) : null}
      {!billing && error ? (
        <div role="alert" className="page-alert page-alert--error at-spread at-spread--nowrap">
          <span id="account-billing-plan">{error}</span>
          <Button variant="secondary" size="sm" onClick={() => void refetch()} disabled={loading}>
            Try again
          </Button>
        </div>
      ) : null}
    </section>
  );
}
