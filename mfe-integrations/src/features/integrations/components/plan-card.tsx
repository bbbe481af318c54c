import type { ReactNode } from 'react';
import { Badge, Card } from '@atelier/ui';
import type { PlanDto } from '@atelier/api-types';
import { formatPlanPrice } from '../utils/format-plan-price';

/** "1 video", "20 videos". */
const allowance = (value: number, one: string, many: string) => `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`;

/** One plan: name, whole dollars per month and its monthly allowances; the action comes from the caller. */
export function PlanCard({ plan, badge, children }: { plan: PlanDto; badge?: string; children: ReactNode }) {
  return (
    <Card as="li" className="integrations-plan" aria-labelledby={`plan-${plan.id}`} highlighted={!!badge}>
      <div className="integrations-plan__head">
        <h3 id={`plan-${plan.id}`} className="integrations-card-title">
          {plan.name}
        </h3>
        {badge ? <Badge variant="active">{badge}</Badge> : null}
      </div>
      <p className="integrations-plan__price">
        <strong>{formatPlanPrice(plan.price_monthly)}</strong>
        <span className="integrations-muted">/month</span>
      </p>
      <ul className="integrations-plan__features">
        <li>{allowance(plan.tokens, 'text token', 'text tokens')}</li>
        <li>{allowance(plan.images, 'photo', 'photos')}</li>
        <li>{allowance(plan.videos, 'video', 'videos')}</li>
      </ul>
      <div className="integrations-plan__action">{children}</div>
    </Card>
  );
}
