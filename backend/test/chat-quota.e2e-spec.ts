import { DailyQuotas } from '../src/metering/quotas/daily-quotas.service';
import { newSessionId, postChat } from './chat.support';
import { signUp, uniqueIp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';

/** Spec 000 §9 daily plan limits on the landing chat, over real HTTP and real PostgreSQL. */
describe('chat plan quotas (real PostgreSQL)', () => {
  const suite = useSuiteServer('chat_quota');

  const chat = (ip: string, sessionId: string, token?: string) =>
    postChat(suite.server.url, { message: 'Hello there', session_id: sessionId, ip, token });

  it('answers the 11th message of a Free visitor with 429, Retry-After and a message the UI can show', async () => {
    const ip = uniqueIp();
    const sessionId = newSessionId();
    for (let i = 0; i < 10; i += 1) expect((await chat(ip, sessionId)).status).toBe(200);

    const over = await chat(ip, sessionId);

    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const body = JSON.parse(over.text) as Record<string, unknown>;
    expect(body).toEqual({
      statusCode: 429,
      code: 'QUOTA_EXCEEDED',
      message: "You've used all 10 free chat messages for today. Sign up or upgrade for more.",
      resetsAt: expect.any(String),
    });
    // The next 00:00 UTC, which Retry-After counts down to.
    const resetsAt = new Date(String(body.resetsAt));
    expect(resetsAt.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(resetsAt.getTime() - Date.now()).toBeGreaterThan(0);
    expect(Math.abs(resetsAt.getTime() - Date.now() - retryAfter * 1000)).toBeLessThan(60_000);
  });

  it('counts a visitor by browser session, so others on the same network keep their own allowance', async () => {
    const ip = uniqueIp();
    const spent = newSessionId();
    for (let i = 0; i < 10; i += 1) expect((await chat(ip, spent)).status).toBe(200);
    expect((await chat(ip, spent)).status).toBe(429);

    // A first-time visitor behind the same address (an office, a school, a carrier's NAT).
    expect((await chat(ip, newSessionId())).status).toBe(200);
  });

  it('stops one address at the network ceiling of 100, telling a visitor who sent nothing why', async () => {
    const ip = uniqueIp();
    for (let visitor = 0; visitor < 10; visitor += 1) {
      const sessionId = newSessionId();
      const answers = await Promise.all(Array.from({ length: 10 }, () => chat(ip, sessionId)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    }

    const firstTimer = await chat(ip, newSessionId());

    expect(firstTimer.status).toBe(429);
    expect(JSON.parse(firstTimer.text)).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message:
        "Your network (a shared Wi-Fi, office or school connection) has reached today's limit of 100 free chat messages " +
        'for visitors, so this one could not be sent. Sign up free to get your own 10 a day.',
    });
    expect((await chat(uniqueIp(), newSessionId())).status).toBe(200);
  });

  it('lets exactly 10 of 30 parallel messages from one visitor through', async () => {
    const ip = uniqueIp();
    const sessionId = newSessionId();
    const answers = await Promise.all(Array.from({ length: 30 }, () => chat(ip, sessionId)));
    const statuses = answers.map((answer) => answer.status);

    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const rows = await suite.database.query<{ subject: string; used: string; held: string }>(
      "SELECT subject, used, held FROM meter_counters WHERE subject = ANY($1) AND meter = 'daily.chat' ORDER BY subject",
      [[`ip:${ip}`, `session:${sessionId}`]],
    );
    expect(rows).toEqual([
      { subject: `ip:${ip}`, used: '10', held: '0' },
      { subject: `session:${sessionId}`, used: '10', held: '0' },
    ]);
  });

  it('counts a signed-in Free user by account, apart from the IP they use', async () => {
    const account = await signUp(suite.http);
    const ip = uniqueIp();
    for (let i = 0; i < 10; i += 1) expect((await chat(ip, newSessionId(), account.token)).status).toBe(200);

    const over = await chat(uniqueIp(), newSessionId(), account.token);

    expect(over.status).toBe(429);
    expect(JSON.parse(over.text).message).toBe(
      "You've used all 10 chat messages of your Free plan for today. Upgrade to Pro for more.",
    );
    // The address itself was not charged: a visitor from it still chats.
    expect((await chat(ip, newSessionId())).status).toBe(200);
  });

  it('does not limit chat on the Pro plan', async () => {
    const account = await signUp(suite.http);
    await suite.database.query("UPDATE users SET plan = 'pro' WHERE id = $1", [account.user.id]);
    const answers = await Promise.all(Array.from({ length: 12 }, () => chat(uniqueIp(), newSessionId(), account.token)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
  });
});

describe(DailyQuotas.name, () => {
  let quotas: DailyQuotas;

  const suite = useSuiteServer('quota_service', { BACKEND_MODULES: 'chat' });

  beforeAll(async () => {
    quotas = suite.server.app.get(DailyQuotas);
  });

  it('never lets 50 parallel photo reservations of one visitor exceed the Free limit of 5', async () => {
    const caller = { kind: 'visitor', ip: uniqueIp(), sessionId: newSessionId() } as const;
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => quotas.reserve(caller, 'photo')));

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
  });

  it('gives a released use back exactly once', async () => {
    const caller = { kind: 'visitor', ip: uniqueIp(), sessionId: newSessionId() } as const;
    const first = await quotas.reserve(caller, 'video');
    await quotas.reserve(caller, 'video');
    await expect(quotas.reserve(caller, 'video')).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });

    await first.release();
    await first.release();

    await quotas.reserve(caller, 'video');
    await expect(quotas.reserve(caller, 'video')).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });
  });

  it('starts a fresh allowance on the next UTC day', async () => {
    const caller = { kind: 'visitor', ip: uniqueIp(), sessionId: newSessionId() } as const;
    const lateEvening = new Date('2026-05-01T23:59:00Z');
    await quotas.reserve(caller, 'video', lateEvening);
    await quotas.reserve(caller, 'video', lateEvening);
    await expect(quotas.reserve(caller, 'video', lateEvening)).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });

    await expect(quotas.reserve(caller, 'video', new Date('2026-05-02T00:00:01Z'))).resolves.toBeDefined();
  });
});
