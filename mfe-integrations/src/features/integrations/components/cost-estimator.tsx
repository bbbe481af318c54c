import { Card } from '@atelier/ui';
import { formatUnitPrice } from '../../../lib/api-prices';
import { UsageEstimate } from '../../../lib/usage-estimate';
import { ESTIMATOR_LIMITS } from '../utils/estimator-limits';
import { IntegrationsSection } from './integrations-section';

/** Spec 001 §9: three sliders and the monthly estimate with two decimals, at the API's prices. */
export function CostEstimator() {
  return (
    <IntegrationsSection titleId="estimator-title" title="Cost estimator">
      <Card padding="lg" className="integrations-estimator">
        <UsageEstimate
          limits={ESTIMATOR_LIMITS}
          pricesOf={(prices) => prices.api}
          block="integrations-estimator"
          mutedClassName="integrations-muted"
          statusClassName="integrations-muted integrations-small"
          testId="estimate"
          note={(api) => (
            <p className="integrations-muted integrations-small">
              {`${formatUnitPrice(api.per_1000_tokens)} per 1,000 tokens · ${formatUnitPrice(api.per_image)} per image · ${formatUnitPrice(api.per_video)} per video`}
            </p>
          )}
        />
      </Card>
    </IntegrationsSection>
  );
}
