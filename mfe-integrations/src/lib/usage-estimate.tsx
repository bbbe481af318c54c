import type { ReactNode } from 'react';
import type { PricesResponseDto, UnitPricesDto } from '@atelier/api-types';
import { Button, Slider } from '@atelier/ui';
import { toUsagePrices, usePrices } from './api-prices';
import { formatUsd } from './format-usd';
import { type UsageInput, type UsageSliderLimits, usageCostUsd, useUsageSliders } from './usage-pricing';

const number = (value: number) => value.toLocaleString('en-US');

/** A month's cost in dollars at one set of served unit prices. */
export function monthlyCostUsd(prices: UnitPricesDto, input: UsageInput): number {
  return usageCostUsd(toUsagePrices(prices), input);
}

export interface UsageEstimateProps<P extends UnitPricesDto> {
  limits: UsageSliderLimits;
  /** Which of GET /api/billing/prices' price sets the screen estimates with. */
  pricesOf: (prices: PricesResponseDto) => P;
  /** The screen's class block: `<block>__sliders`, `<block>__total`, `<block>__amount`. */
  block: string;
  /** The screen's class for quiet text (the amount's label) and for its status lines. */
  mutedClassName: string;
  statusClassName: string;
  /** The amount's test id; its label is `<testId>-label`. */
  testId: string;
  /** What the screen says under the amount once the prices are in. */
  note: (prices: P) => ReactNode;
}

/** The three usage sliders and the monthly cost at the API's prices, shared by the demo calculator (spec 000 §9) and the estimator (spec 001 §9). */
export function UsageEstimate<P extends UnitPricesDto>({ limits, pricesOf, block, mutedClassName, statusClassName, testId, note }: UsageEstimateProps<P>) {
  const { input, set } = useUsageSliders(limits);
  const { prices, failed, retry } = usePrices();
  const { tokens, images, videos } = limits;
  const unitPrices = prices ? pricesOf(prices) : undefined;

  return (
    <>
      <div className={`${block}__sliders`}>
        <Slider label="Text tokens" value={input.tokens} onChange={set('tokens')} min={tokens.min} max={tokens.max} step={tokens.step} formatValue={number} />
        <Slider label="Images" value={input.images} onChange={set('images')} min={images.min} max={images.max} step={images.step} />
        <Slider label="Videos" value={input.videos} onChange={set('videos')} min={videos.min} max={videos.max} step={videos.step} />
      </div>
      <div className={`${block}__total`} aria-busy={!unitPrices && !failed ? true : undefined}>
        <span id={`${testId}-label`} className={mutedClassName}>
          Estimated monthly cost
        </span>
        <output aria-labelledby={`${testId}-label`} aria-live="polite" className={`${block}__amount`} data-testid={testId}>
          {unitPrices ? formatUsd(monthlyCostUsd(unitPrices, input)) : '$…'}
        </output>
        {unitPrices ? note(unitPrices) : null}
        {!unitPrices && !failed ? <p className={statusClassName}>Loading prices...</p> : null}
        {failed ? (
          <p role="alert" className={statusClassName}>
            {"Couldn't load the prices. "}
            <Button variant="ghost" size="sm" onClick={retry}>
              Retry
            </Button>
          </p>
        ) : null}
      </div>
    </>
  );
}
