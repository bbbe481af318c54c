import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '@atelier/runtime';
import type { UsagePrices } from './usage-pricing';

/** Dollars per unit, as the API serves them. */
export interface UnitPrices {
  per_1000_tokens: number;
  per_image: number;
  per_video: number;
}

/** GET /api/billing/prices: the one place prices live (backend/src/metering/plans/api-prices.ts). */
export interface Prices {
  currency: 'USD';
  /** The integrations cost estimator. */
  api: UnitPrices;
  /** The public demo's Live Pricing Calculator. */
  demo_calculator: UnitPrices & { margin_percent: number };
  demo_daily_limits: { text: number; photo: number; video: number };
}

let pending: Promise<Prices> | null = null;
let loaded: Prices | null = null;

/** Asked once per page, whichever screen asks first; a failure is not kept, so Retry asks again. */
export function loadPrices(): Promise<Prices> {
  if (!pending) {
    pending = apiFetch<Prices>('/billing/prices', { anonymous: true }).then(
      (prices) => (loaded = prices),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
  }
  return pending;
}

/** Tests start from an empty page. */
export function forgetPrices(): void {
  pending = null;
  loaded = null;
}

/** Millionths of a dollar, so a cost sums exactly (0.002 $ → 2,000). */
export function toUsagePrices(prices: UnitPrices): UsagePrices {
  return {
    microUsdPer1000Tokens: Math.round(prices.per_1000_tokens * 1_000_000),
    microUsdPerImage: Math.round(prices.per_image * 1_000_000),
    microUsdPerVideo: Math.round(prices.per_video * 1_000_000),
  };
}

/** '$0.002', '$0.02', '$0.20': at least cents, and every digit the price has. */
export function formatUnitPrice(dollars: number): string {
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 })}`;
}

export interface PricesState {
  prices: Prices | null;
  /** True only when loading failed; the screen offers `retry`. */
  failed: boolean;
  retry: () => void;
}

export function usePrices(): PricesState {
  const [prices, setPrices] = useState<Prices | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadPrices().then(
      // Already shown when the page had them: the same object, so React keeps the render.
      (answer) => live && setPrices((current) => current ?? answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((value) => value + 1);
  }, []);
  return { prices, failed, retry };
}
