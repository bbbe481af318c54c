import { decideThrottle, tooManyAttemptsMessage } from './throttle-window';

const now = new Date('2026-01-01T12:00:00.000Z');
const inSeconds = (s: number) => new Date(now.getTime() + s * 1000);

describe(decideThrottle.name, () => {
  it('lets attempts through up to the limit', () => {
    expect(decideThrottle({ count: 5, windowEndsAt: inSeconds(600), now }, 5)).toEqual({
      allowed: true,
      retryAfterSeconds: 600,
    });
  });

  it('refuses the attempt after the limit until the window ends', () => {
    expect(decideThrottle({ count: 6, windowEndsAt: inSeconds(899.2), now }, 5)).toEqual({
      allowed: false,
      retryAfterSeconds: 900,
    });
  });

  it('never tells a client to retry in less than a second', () => {
    expect(decideThrottle({ count: 9, windowEndsAt: inSeconds(0.01), now }, 5).retryAfterSeconds).toBe(1);
    expect(decideThrottle({ count: 9, windowEndsAt: inSeconds(-3), now }, 5).retryAfterSeconds).toBe(1);
  });
});

describe(tooManyAttemptsMessage.name, () => {
  it('rounds the wait up to whole minutes', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many sign-in attempts. Try again in 2 minutes.');
  });

  it('says "1 minute" for the last minute', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many sign-in attempts. Try again in 1 minute.');
  });
});
