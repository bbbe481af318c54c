import { Badge, Button, ButtonLink, Card } from '@atelier/ui';
import type { SitePlanDto, TrialPlanId } from '@atelier/api-types';
import type { PlanAction } from './plan-actions';
import { priceView, type BillingPeriod } from './plans';

interface Props {
  plan: SitePlanDto;
  period: BillingPeriod;
  action: PlanAction;
  /** The trial being started, if any: its button spins, the others wait. */
  starting: TrialPlanId | null;
  onStart: (plan: TrialPlanId) => void;
}

function PlanButton({ plan, action, starting, onStart }: Omit<Props, 'period'>) {
  const variant = plan.highlighted ? 'primary' : 'secondary';
  switch (action.kind) {
    case 'link':
      return (
        <ButtonLink to={action.to} variant={variant} size="lg" block>
          {action.label}
        </ButtonLink>
      );
    case 'start':
      return (
        <Button
          variant={variant}
          size="lg"
          block
          loading={starting === action.plan}
          disabled={starting !== null}
          onClick={() => onStart(action.plan)}
        >
          {action.label}
        </Button>
      );
    default:
      return (
        <Button variant="secondary" size="lg" block disabled>
          {action.label}
        </Button>
      );
  }
}

export function PlanCard({ plan, period, action, starting, onStart }: Props) {
  const view = priceView(plan, period);
  const titleId = `plan-${plan.id}-title`;
  const note = action.kind === 'current' || action.kind === 'unavailable' ? action.note : null;
  return (
    <Card as="article" padding="lg" highlighted={plan.highlighted} className="pricing-plan" aria-labelledby={titleId}>
      <div className="at-spread at-spread--nowrap">
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
      <div className="pricing-plan__action">
        <PlanButton plan={plan} action={action} starting={starting} onStart={onStart} />
        {note ? <p className="pricing-plan__note">{note}</p> : null}
      </div>
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

/** Stands in for a card while the plans load, at the card's size, so nothing jumps when they arrive. */
export function PlanCardPlaceholder() {
  return (
    <Card padding="lg" className="pricing-plan pricing-plan--placeholder" aria-hidden="true">
      <span className="pricing-plan__bone pricing-plan__bone--title" />
      <span className="pricing-plan__bone pricing-plan__bone--text" />
      <span className="pricing-plan__bone pricing-plan__bone--price" />
      <span className="pricing-plan__bone pricing-plan__bone--button" />
      <span className="pricing-plan__bone pricing-plan__bone--list" />
    </Card>
  );
}
