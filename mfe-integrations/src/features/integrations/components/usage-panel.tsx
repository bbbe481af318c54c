import { Card } from '@atelier/ui';
import type { UsageResponseDto } from '@atelier/api-types';
import { formatUsd } from '../../../lib/format-usd';
import { UsageBar } from './usage-bar';
import { IntegrationsSection } from './integrations-section';

/** Usage this month against the plan's allowances; an unavailable answer shows zeros and says so. */
export function UsagePanel({ usage, loading }: { usage: UsageResponseDto | null; loading: boolean }) {
  const plan = usage?.plan;
  return (
    <IntegrationsSection titleId="usage-title" title="Usage this month" busy={loading}>
      <Card padding="lg" className="integrations-usage">
        {!loading && !usage ? <p className="integrations-muted">Usage is not available right now. Please check back later.</p> : null}
        <UsageBar label="Text tokens" used={usage?.tokens_used ?? 0} allowance={plan?.tokens ?? 0} />
        <UsageBar label="Images" used={usage?.images_used ?? 0} allowance={plan?.images ?? 0} />
        <UsageBar label="Videos" used={usage?.videos_used ?? 0} allowance={plan?.videos ?? 0} />
        <div className="integrations-usage__total">
          <span>Total cost</span>
          <strong data-testid="usage-cost">{formatUsd(usage?.cost_usd ?? 0)}</strong>
        </div>
        {plan ? <p className="integrations-muted integrations-small">Plan: {plan.name}</p> : null}
      </Card>
    </IntegrationsSection>
  );
}
