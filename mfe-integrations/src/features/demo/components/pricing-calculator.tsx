import { Card, Slider } from '@atelier/ui';
import { formatUsd } from '../../../lib/format-usd';
import { useUsageSliders } from '../../../lib/usage-pricing';
import { CALCULATOR_LIMITS, MARGIN_PERCENT, calculatorCost } from '../utils/calculator-cost';

const number = (value: number) => value.toLocaleString('en-US');

/** Live Pricing Calculator (spec 000 §9): three sliders, the monthly cost and the margin claim. */
export function PricingCalculator() {
  const { input, set } = useUsageSliders(CALCULATOR_LIMITS);
  const { tokens, images, videos } = CALCULATOR_LIMITS;

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
        <div className="demo-calculator__total">
          <span id="demo-cost-label" className="demo-muted">
            Estimated monthly cost
          </span>
          <output aria-labelledby="demo-cost-label" aria-live="polite" className="demo-calculator__amount" data-testid="demo-cost">
            {formatUsd(calculatorCost(input))}
          </output>
          <p className="demo-calculator__margin">
            Resell the API to your clients and keep a <strong>{MARGIN_PERCENT}%</strong> margin on every call.
          </p>
        </div>
      </div>
    </Card>
  );
}
