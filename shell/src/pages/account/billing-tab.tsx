import { Badge, Button } from '@atelier/ui';
import { STATIC_BILLING } from './account-constants';

export function BillingTab({ onManageBilling }: { onManageBilling: () => void }) {
  return (
    <section className="account-card" aria-labelledby="account-billing-plan">
      <div className="account-row">
        <div>
          <h2 id="account-billing-plan" className="account-card__title">
            {STATIC_BILLING.plan}
          </h2>
          <p className="account-billing__price">{STATIC_BILLING.price}</p>
        </div>
        <Badge variant="active">{STATIC_BILLING.status}</Badge>
      </div>
      <p className="page-muted account-card__text">{STATIC_BILLING.nextBilling}</p>
      <div className="account-card__actions">
        <Button variant="secondary" onClick={onManageBilling}>
          Manage Billing
        </Button>
      </div>
    </section>
  );
}
