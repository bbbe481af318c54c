import { Button, Card, Slider } from '@atelier/ui';
import { usePrices } from '../../../lib/api-prices';
import { formatUsd } from '../../../lib/format-usd';
import { useUsageSliders } from '../../../lib/usage-pricing';
import { CALCULATOR_LIMITS, calculatorCost } from '../utils/calculator-cost';

const number = (value: number) => value.toLocaleString('en-US');

/** Live Pricing Calculator (spec 000 §9): three sliders, the monthly cost and the margin claim, at the API's prices. */
export function PricingCalculator() {
  const { input, set } = useUsageSliders(CALCULATOR_LIMITS);
  const { prices, failed, retry } = usePrices();
  const { tokens, images, videos } = CALCULATOR_LIMITS;
  const calculator = prices?.demo_calculator;

  return (
    <Card as="section" padding="lg" className="demo-panel demo-calculator" aria-labelledby="demo-calculator-title">
      <h2 id="demo-calculator-title" className="demo-panel__title">
        Live Pricing Calculator
      </h2>
      <div className="demo-calculator__body">
        <div className="demo-calculator__sliders">
          <Slider label="Text tokens" value={input.tokens} onChange={set('tokens')} min={tokens.min} max={tokens.max} step={tokens.step} formatValue={number} />
          <Slider label="Images" value={input.images} onChange={set('images')} min={images.min} max={images.max} step={images.step} />
          <Slider label="Videos" value={input.videos} onChange={set('videos')} min={videos.min} max={videos.max} step={videos.step} />
        </div>
        <div className="demo-calculator__total" aria-busy={!calculator && !failed ? true : undefined}>
          <span id="demo-cost-label" className="demo-muted">
            Estimated monthly cost
          </span>
          <output aria-labelledby="demo-cost-label" aria-live="polite" className="demo-calculator__amount" data-testid="demo-cost">
            {calculator ? formatUsd(calculatorCost(calculator, input)) : '$…'}
          </output>
          {calculator ? (
            <p className="demo-calculator__margin">
              Resell the API to your clients and keep a <strong>{calculator.margin_percent}%</strong> margin on every call.
            </p>
          ) : null}
          {!calculator && !failed ? <p className="demo-muted">Loading prices...</p> : null}
          {failed ? (
            <p role="alert" className="demo-muted">
              {"Couldn't load the prices. "}
              <Button variant="ghost" size="sm" onClick={retry}>
                Retry
              </Button>
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
