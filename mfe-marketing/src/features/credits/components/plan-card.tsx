import { Badge, Button, Card } from '@atelier/ui';
import type { MarketingPlanDto } from '@atelier/api-types';

interface PlanCardProps {
  plan: MarketingPlanDto;
  current: boolean;
  onChoose(plan: MarketingPlanDto): void;
}

/** A plan of spec 001 §9: price, monthly RC and SC, features; Creator marked popular, Elite contacts sales. */
export function PlanCard({ plan, current, onChoose }: PlanCardProps) {
  const headingId = `mkt-plan-${plan.id}`;
  return (
    <Card as="li" className="mkt-plan" highlighted={plan.popular} aria-labelledby={headingId}>
      <div className="mkt-plan__head">
        <h3 id={headingId} className="mkt-plan__name">
          {plan.name}
        </h3>
        {plan.popular ? <Badge variant="popular">Popular</Badge> : null}
        {current ? <Badge variant="active">Your plan</Badge> : null}
      </div>
      <p className="mkt-plan__price">
        <strong>{plan.price}</strong>
        {plan.period ? <span> {plan.period}</span> : null}
      </p>
      <p className="mkt-plan__credits">
        {plan.rc.toLocaleString('en-US')} RC · {plan.sc.toLocaleString('en-US')} SC
      </p>
      <ul className="mkt-plan__features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {current ? (
        <Button variant="secondary" block disabled>
          Current plan
        </Button>
      ) : plan.id === 'free' ? null : (
        <Button variant={plan.popular ? 'primary' : 'secondary'} block onClick={() => onChoose(plan)}>
          {plan.cta}
        </Button>
      )}
    </Card>
  );
}
