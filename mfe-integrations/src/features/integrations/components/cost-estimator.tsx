import { Card, Slider } from '@atelier/ui';
import { ESTIMATOR_LIMITS, estimateMonthlyCost } from '../utils/estimate-cost';
import { formatUsd } from '../../../lib/format-usd';
import { useUsageSliders } from '../../../lib/usage-pricing';

const number = (value: number) => value.toLocaleString('en-US');

/** Spec 001 §9: three sliders and the monthly estimate with two decimals. */
export function CostEstimator() {
  const { input, set } = useUsageSliders(ESTIMATOR_LIMITS);
  const { tokens, images, videos } = ESTIMATOR_LIMITS;

  return (
    <section className="integrations-section" aria-labelledby="estimator-title">
      <h2 id="estimator-title" className="integrations-section__title">
        Cost estimator
      </h2>
      <Card padding="lg" className="integrations-estimator">
        <div className="integrations-estimator__sliders">
          <Slider label="Text tokens" value={input.tokens} onChange={set('tokens')} min={tokens.min} max={tokens.max} step={tokens.step} formatValue={number} />
          <Slider label="Images" value={input.images} onChange={set('images')} min={images.min} max={images.max} step={images.step} />
          <Slider label="Videos" value={input.videos} onChange={set('videos')} min={videos.min} max={videos.max} step={videos.step} />
        </div>
        <div className="integrations-estimator__total">
          <span id="estimate-label" className="integrations-muted">
            Estimated monthly cost
          </span>
          <output aria-labelledby="estimate-label" aria-live="polite" className="integrations-estimator__amount" data-testid="estimate">
            {formatUsd(estimateMonthlyCost(input))}
          </output>
          <p className="integrations-muted integrations-small">$0.002 per 1,000 tokens · $0.02 per image · $0.20 per video</p>
        </div>
      </Card>
    </section>
  );
}
