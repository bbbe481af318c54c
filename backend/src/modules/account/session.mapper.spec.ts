import type { Session } from '../../identity/entities/session.entity';
import { mapSession } from './session.mapper';

const session: Session = {
  id: 'a1f7b0e2-5d7c-4d61-8e7e-0c3f8a9b1c2d',
  userId: '0b6c1d52-64d5-4c4e-9a57-2f8f7c1b8a10',
  tokenHash: 'f'.repeat(64),
  deviceLabel: 'Safari on iPhone',
  deviceKind: 'phone',
  previousSignInAt: null,
  createdAt: new Date('2026-01-01T10:00:00.000Z'),
  lastSeenAt: new Date('2026-01-02T11:00:00.000Z'),
  expiresAt: new Date('2026-04-01T10:00:00.000Z'),
};

describe(mapSession.name, () => {
  it('shows device and times, and marks the current session', () => {
    expect(mapSession(session, session.id)).toEqual({
      id: session.id,
      device: 'Safari on iPhone',
      kind: 'phone',
      createdAt: '2026-01-01T10:00:00.000Z',
      lastSeenAt: '2026-01-02T11:00:00.000Z',
      current: true,
    });
    expect(mapSession(session, 'another-id').current).toBe(false);
  });

  it('never exposes the token hash or the owner', () => {
    const text = JSON.stringify(mapSession(session, session.id));

    expect(text).not.toContain('ffff');
    expect(text).not.toContain(session.userId);
  });
});
