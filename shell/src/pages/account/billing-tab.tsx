import { useNavigate } from 'react-router-dom';
import type { Plan } from '@atelier/runtime';
import { Badge, Button } from '@atelier/ui';
import { findPlan } from '../pricing/plans';
import { BILLING_FREE_NOTE, BILLING_PAID_NOTE, BILLING_STATUS } from './account-constants';

/** The user's plan with its monthly price from the Pricing constants; billing changes go through Pricing. */
export function BillingTab({ plan = 'free' }: { plan?: Plan }) {
  const navigate = useNavigate();
  const details = findPlan(plan);
  const free = details.price.monthly === 0;
  return (
    <section className="account-card" aria-labelledby="account-billing-plan">
      <div className="account-row">
        <div>
          <h2 id="account-billing-plan" className="account-card__title">
            {`${details.name} Plan`}
          </h2>
          <p className="account-billing__price">{`$${details.price.monthly}/month`}</p>
        </div>
        <Badge variant="active">{BILLING_STATUS}</Badge>
      </div>
      <p className="page-muted account-card__text">{free ? BILLING_FREE_NOTE : BILLING_PAID_NOTE}</p>
      <div className="account-card__actions">
        <Button variant="secondary" onClick={() => navigate('/pricing')}>
          Manage Billing
        </Button>
      </div>
    </section>
  );
}
