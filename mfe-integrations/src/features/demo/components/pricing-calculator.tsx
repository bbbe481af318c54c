import { Card } from '@atelier/ui';
import { UsageEstimate } from '../../../lib/usage-estimate';
import { CALCULATOR_LIMITS } from '../utils/calculator-limits';

/** Live Pricing Calculator (spec 000 §9): three sliders, the monthly cost and the margin claim, at the API's prices. */
export function PricingCalculator() {
  return (
    <Card as="section" padding="lg" className="demo-panel demo-calculator" aria-labelledby="demo-calculator-title">
      <h2 id="demo-calculator-title" className="demo-panel__title">
        Live Pricing Calculator
      </h2>
      <div className="demo-calculator__body">
        <UsageEstimate
          limits={CALCULATOR_LIMITS}
          pricesOf={(prices) => prices.demo_calculator}
          block="demo-calculator"
          mutedClassName="demo-muted"
          statusClassName="demo-muted"
          testId="demo-cost"
          note={(calculator) => (
            <p className="demo-calculator__margin">
              Resell the API to your clients and keep a <strong>{calculator.margin_percent}%</strong> margin on every call.
            </p>
          )}
        />
      </div>
    </Card>
  );
}
