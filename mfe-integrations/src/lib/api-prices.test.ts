import { callsTo, createTestQueryClient, jsonResponse, routeFetch } from '@atelier/runtime/testing';
import { PRICES } from '../test/prices';
import { formatUnitPrice, pricesQuery, toUsagePrices } from './api-prices';

describe('pricesQuery', () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('asks GET /api/billing/prices once per page, without a token', async () => {
    routeFetch(fetchMock, { 'GET /api/billing/prices': () => jsonResponse(200, PRICES) });
    const page = createTestQueryClient();
    const [first, second] = await Promise.all([page.fetchQuery(pricesQuery), page.fetchQuery(pricesQuery)]);
    expect(first).toEqual(PRICES);
    expect(second).toBe(first);
    await page.fetchQuery(pricesQuery);
    const calls = callsTo(fetchMock, 'GET', '/api/billing/prices');
    expect(calls).toHaveLength(1);
    expect((calls[0][1].headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('asks again after a failure', async () => {
    routeFetch(fetchMock, {
      'GET /api/billing/prices': [() => jsonResponse(503, { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'down' }), () => jsonResponse(200, PRICES)],
    });
    const page = createTestQueryClient();
    await expect(page.fetchQuery(pricesQuery)).rejects.toMatchObject({ status: 503 });
    await expect(page.fetchQuery(pricesQuery)).resolves.toEqual(PRICES);
  });
});

describe(toUsagePrices.name, () => {
  it('turns dollars into exact millionths', () => {
    expect(toUsagePrices(PRICES.api)).toEqual({ microUsdPer1000Tokens: 2_000, microUsdPerImage: 20_000, microUsdPerVideo: 200_000 });
    expect(toUsagePrices(PRICES.demo_calculator)).toEqual({ microUsdPer1000Tokens: 2_000, microUsdPerImage: 40_000, microUsdPerVideo: 300_000 });
  });
});

describe(formatUnitPrice.name, () => {
  it('shows at least cents and every digit of the price', () => {
    expect([0.002, 0.02, 0.2, 0.3].map(formatUnitPrice)).toEqual(['$0.002', '$0.02', '$0.20', '$0.30']);
  });
});
