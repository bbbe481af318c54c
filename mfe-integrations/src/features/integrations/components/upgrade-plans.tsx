import { toast } from '@atelier/runtime';
import { Badge, Button } from '@atelier/ui';
import { usePlans } from '../api/get-plans';
import { PlanCard } from './plan-card';

const BILLING_SOON = 'Billing is coming soon.';

/** Upgrade cards and Manage billing; payments are not built yet, and the buttons say so. */
export function UpgradePlans({ currentPlanId }: { currentPlanId: string | undefined }) {
  const { plans, loading } = usePlans();
  const comingSoon = () => toast.info(BILLING_SOON);
  return (
    <section className="integrations-section" aria-labelledby="upgrade-title" aria-busy={loading}>
      <div className="at-spread integrations-section__head">
        <h2 id="upgrade-title" className="integrations-section__title">
          Upgrade your plan
        </h2>
        <Badge variant="soon">Billing coming soon</Badge>
        <Button variant="secondary" onClick={comingSoon}>
          Manage billing
        </Button>
      </div>
      {!loading && plans.length === 0 ? <p className="integrations-muted">Plans are not available right now.</p> : null}
      <ul className="integrations-grid integrations-grid--plans">
        {plans.map((plan) => {
          const current = plan.id === currentPlanId;
          return (
            <PlanCard key={plan.id} plan={plan} badge={current ? 'Current plan' : undefined}>
              <Button block variant={current ? 'secondary' : 'primary'} disabled={current} onClick={comingSoon}>
                {current ? 'Current plan' : 'Upgrade'}
              </Button>
            </PlanCard>
          );
        })}
      </ul>
    </section>
  );
}
