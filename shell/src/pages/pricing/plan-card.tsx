import { Badge, ButtonLink, Card } from '@atelier/ui';
import { priceView, type BillingPeriod, type PricingPlan } from './plans';

interface Props {
  plan: PricingPlan;
  period: BillingPeriod;
}

export function PlanCard({ plan, period }: Props) {
  const view = priceView(plan, period);
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card as="article" padding="lg" highlighted={plan.highlighted} className="pricing-plan" aria-labelledby={titleId}>
      <div className="pricing-plan__head">
        <h2 id={titleId} className="pricing-plan__name">
          {plan.name}
        </h2>
        {plan.badge ? <Badge variant="popular">{plan.badge}</Badge> : null}
      </div>
      <p className="pricing-plan__description">{plan.description}</p>
      <div className="pricing-plan__price" data-testid={`price-${plan.id}`}>
        <p className="pricing-plan__amount-line">
          <span className="pricing-plan__amount">${view.amount}</span>
          <span className="pricing-plan__unit">{view.unit}</span>
        </p>
        {/* Reserve the line's height so cards stay aligned when it is absent. */}
        <p className="pricing-plan__billed" aria-hidden={view.billedLine ? undefined : true}>
          {view.billedLine ?? '\u00a0'}
        </p>
      </div>
      <ButtonLink to={plan.cta.to} variant={plan.highlighted ? 'primary' : 'secondary'} size="lg" block>
        {plan.cta.label}
      </ButtonLink>
      <ul className="page-list pricing-plan__features" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="page-list__item">
            {feature}
          </li>
        ))}
      </ul>
    </Card>
  );
}
