import { Button } from '@atelier/ui';
import { usePlans } from '../api/get-plans';
import { PlanCard } from './plan-card';

/** Pricing cards from the server; each 'Get Started' opens the auth modal. */
export function PlansSection({ onGetStarted }: { onGetStarted: () => void }) {
  const { plans, loading } = usePlans();
  return (
    <section className="integrations-section" aria-labelledby="plans-title" aria-busy={loading}>
      <h2 id="plans-title" className="integrations-section__title">
        Plans
      </h2>
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
    </section>
  );
}
