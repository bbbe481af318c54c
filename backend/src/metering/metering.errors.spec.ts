import { nextPeriodStart, secondsUntilReset } from './periods';
import { QuotaException } from './metering.errors';

describe(QuotaException.name, () => {
  afterEach(() => jest.useRealTimers());

  it('carries Retry-After and resetsAt, the next UTC midnight, from rounded-up seconds alone', () => {
    const now = new Date('2026-05-01T17:42:10.987Z');
    jest.useFakeTimers({ now });
    const error = QuotaException.exceeded('Used up.', secondsUntilReset('day', now));

    expect(error.getStatus()).toBe(429);
    expect(error.headers).toEqual({ 'Retry-After': String(secondsUntilReset('day', now)) });
    expect(error.details).toEqual({ resetsAt: nextPeriodStart('day', now).toISOString() });
  });

  it('uses the reset time it is given', () => {
    const error = QuotaException.exceeded('Used up.', 60, new Date('2026-05-02T00:00:00Z'));

    expect(error.details).toEqual({ resetsAt: '2026-05-02T00:00:00.000Z' });
  });
});
