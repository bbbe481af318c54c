import { quotaExceededMessage, quotaSubjects } from './quota-subject';

describe(quotaSubjects.name, () => {
  it('counts a visitor per IP and per session at the Free level', () => {
    expect(quotaSubjects({ kind: 'visitor', ip: '203.0.113.9', sessionId: 'abc123xyz' }, 'photo')).toEqual([
      { subject: 'ip:203.0.113.9', limit: 5 },
      { subject: 'session:abc123xyz', limit: 5 },
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

  it('names the plan for an account', () => {
    expect(quotaExceededMessage({ kind: 'user', userId: 'u', plan: 'pro' }, 'photo')).toBe(
      "You've used all 100 photo generations of your Pro plan for today. Upgrade to Studio for unlimited generations.",
    );
  });
});

describe('Build Studio code generations', () => {
  it('allows 20 a day to a visitor (per IP and per session), 200 on Pro, unlimited on Studio', () => {
    expect(quotaSubjects({ kind: 'visitor', ip: '203.0.113.9', sessionId: 's1' }, 'build')).toEqual([
      { subject: 'ip:203.0.113.9', limit: 20 },
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
