import type { PricesResponseDto } from '@atelier/api-types';
import { jsonResponse } from '@atelier/runtime/testing';

/** GET /api/billing/prices as the backend answers it (backend/src/metering/plans/api-prices.ts). */
export const PRICES: PricesResponseDto = {
  currency: 'USD',
  api: { per_1000_tokens: 0.002, per_image: 0.02, per_video: 0.2 },
  demo_calculator: { per_1000_tokens: 0.002, per_image: 0.04, per_video: 0.3, margin_percent: 70 },
  demo_daily_limits: { text: 20, photo: 5, video: 2 },
};

export const pricesRoute = { 'GET /api/billing/prices': () => jsonResponse(200, PRICES) };
