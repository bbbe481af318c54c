import { VISITOR_NETWORK_CEILING_FACTOR, quotaExceededMessage, quotaSubjects } from './quota-subject';

describe(quotaSubjects.name, () => {
  it('counts a visitor per session at the Free level, and per IP only at a ten times higher network ceiling', () => {
    expect(quotaSubjects({ kind: 'visitor', ip: '203.0.113.9', sessionId: 'abc123xyz' }, 'photo')).toEqual([
      { subject: 'ip:203.0.113.9', limit: 50 },
      { subject: 'session:abc123xyz', limit: 5 },
    ]);
    expect(quotaSubjects({ kind: 'visitor', ip: '203.0.113.9', sessionId: 'abc123xyz' }, 'chat')).toEqual([
      { subject: 'ip:203.0.113.9', limit: 10 * VISITOR_NETWORK_CEILING_FACTOR },
      { subject: 'session:abc123xyz', limit: 10 },
    ]);
  });

  it('counts an account by account at its plan, unlimited as null', () => {
    expect(quotaSubjects({ kind: 'user', userId: 'u1', plan: 'pro' }, 'chat')).toEqual([{ subject: 'user:u1', limit: null }]);
    expect(quotaSubjects({ kind: 'user', userId: 'u1', plan: 'pro' }, 'video')).toEqual([{ subject: 'user:u1', limit: 25 }]);
  });
});

describe(quotaExceededMessage.name, () => {
  it('tells a visitor the free limit and how to get more', () => {
    expect(quotaExceededMessage({ kind: 'visitor', ip: 'x', sessionId: 'y' }, 'chat')).toBe(
      "You've used all 10 free chat messages for today. Sign up or upgrade for more.",
    );
  });

  it('tells a visitor refused by their network ceiling that it was not their own use, and how to get their own', () => {
    expect(quotaExceededMessage({ kind: 'visitor', ip: 'x', sessionId: 'y' }, 'photo', 'network')).toBe(
      "Your network (a shared Wi-Fi, office or school connection) has reached today's limit of 50 free photo generations " +
        'for visitors, so this one could not be sent. Sign up free to get your own 5 a day.',
    );
  });

  it('names the plan for an account', () => {
    expect(quotaExceededMessage({ kind: 'user', userId: 'u', plan: 'pro' }, 'photo')).toBe(
      "You've used all 100 photo generations of your Pro plan for today. Upgrade to Studio for unlimited generations.",
    );
  });
});

describe('Build Studio code generations', () => {
  it('allows 20 a day to a visitor (per session; 200 per IP), 200 on Pro, unlimited on Studio', () => {
    expect(quotaSubjects({ kind: 'visitor', ip: '203.0.113.9', sessionId: 's1' }, 'build')).toEqual([
      { subject: 'ip:203.0.113.9', limit: 200 },
      { subject: 'session:s1', limit: 20 },
    ]);
    expect(quotaSubjects({ kind: 'user', userId: 'u1', plan: 'pro' }, 'build')).toEqual([{ subject: 'user:u1', limit: 200 }]);
    expect(quotaSubjects({ kind: 'user', userId: 'u1', plan: 'studio' }, 'build')).toEqual([{ subject: 'user:u1', limit: null }]);
  });

  it('names code generations in the over-limit message', () => {
    expect(quotaExceededMessage({ kind: 'visitor', ip: 'x', sessionId: 'y' }, 'build')).toBe(
      "You've used all 20 free code generations for today. Sign up or upgrade for more.",
    );
  });
});
