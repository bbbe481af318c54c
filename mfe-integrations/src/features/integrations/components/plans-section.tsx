import { Button } from '@atelier/ui';
import { usePlans } from '../api/get-plans';
import { PlanCard } from './plan-card';
import { IntegrationsSection } from './integrations-section';

/** Pricing cards from the server; each 'Get Started' opens the auth modal. */
export function PlansSection({ onGetStarted }: { onGetStarted: () => void }) {
  const { plans, loading } = usePlans();
  return (
    <IntegrationsSection titleId="plans-title" title="Plans" busy={loading}>
      {!loading && plans.length === 0 ? (
        <p className="integrations-muted">Plans are not available right now. The free tier needs no plan: get your free key to start.</p>
      ) : (
        <ul className="integrations-grid integrations-grid--plans">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan}>
              <Button block variant={plan.price_monthly === 0 ? 'secondary' : 'primary'} onClick={onGetStarted}>
                Get Started
              </Button>
            </PlanCard>
          ))}
        </ul>
      )}
    </IntegrationsSection>
  );
}
