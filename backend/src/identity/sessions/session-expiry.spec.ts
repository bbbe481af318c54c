import { idleCutoff, isSessionLive, sessionExpiresAt, sessionPolicy, shouldRecordUse } from './session-expiry';

const DAY = 24 * 60 * 60 * 1000;
const policy = sessionPolicy({ idleDays: 30, maxDays: 90 });
const start = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe(isSessionLive.name, () => {
  const session = { lastSeenAt: start, expiresAt: sessionExpiresAt(start, policy) };

  it('ends 90 days after sign-in', () => {
    expect(session.expiresAt).toEqual(at(90 * DAY));
  });

  it('is live while used within the idle time', () => {
    expect(isSessionLive(session, at(29 * DAY), policy)).toBe(true);
  });

  it('ends after 30 days without use', () => {
    expect(isSessionLive(session, at(30 * DAY), policy)).toBe(false);
  });

  it('ends at the absolute limit even when used every day', () => {
    const busy = { ...session, lastSeenAt: at(90 * DAY - 1000) };

    expect(isSessionLive(busy, at(90 * DAY - 1), policy)).toBe(true);
    expect(isSessionLive(busy, at(90 * DAY), policy)).toBe(false);
  });

  it('gives the idle cut-off for queries', () => {
    expect(idleCutoff(at(31 * DAY), policy)).toEqual(at(DAY));
  });
});

describe(shouldRecordUse.name, () => {
  it('records the last use at most once a minute', () => {
    expect(shouldRecordUse(start, at(59_999))).toBe(false);
    expect(shouldRecordUse(start, at(60_000))).toBe(true);
  });
});
