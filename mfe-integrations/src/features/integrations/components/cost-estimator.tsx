import { Button, Card, Slider } from '@atelier/ui';
import { ESTIMATOR_LIMITS, estimateMonthlyCost } from '../utils/estimate-cost';
import { formatUnitPrice, usePrices } from '../../../lib/api-prices';
import { formatUsd } from '../../../lib/format-usd';
import { useUsageSliders } from '../../../lib/usage-pricing';

const number = (value: number) => value.toLocaleString('en-US');

/** Spec 001 §9: three sliders and the monthly estimate with two decimals, at the API's prices. */
export function CostEstimator() {
  const { input, set } = useUsageSliders(ESTIMATOR_LIMITS);
  const { prices, failed, retry } = usePrices();
  const { tokens, images, videos } = ESTIMATOR_LIMITS;
  const api = prices?.api;

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
        <div className="integrations-estimator__total" aria-busy={!api && !failed ? true : undefined}>
          <span id="estimate-label" className="integrations-muted">
            Estimated monthly cost
          </span>
          <output aria-labelledby="estimate-label" aria-live="polite" className="integrations-estimator__amount" data-testid="estimate">
            {api ? formatUsd(estimateMonthlyCost(api, input)) : '$…'}
          </output>
          {api ? (
            <p className="integrations-muted integrations-small">
              {`${formatUnitPrice(api.per_1000_tokens)} per 1,000 tokens · ${formatUnitPrice(api.per_image)} per image · ${formatUnitPrice(api.per_video)} per video`}
            </p>
          ) : null}
          {!api && !failed ? <p className="integrations-muted integrations-small">Loading prices...</p> : null}
          {failed ? (
            <p role="alert" className="integrations-muted integrations-small">
              {"Couldn't load the prices. "}
              <Button variant="ghost" size="sm" onClick={retry}>
                Retry
              </Button>
            </p>
          ) : null}
        </div>
      </Card>
    </section>
  );
}
