import type { Caller } from '../../identity/http/caller.decorator';
import type { User } from '../../identity/entities/user.entity';
import { movieOwnerOf } from './movie-owner';
import { MovieException } from './movie.errors';

const visitor: Caller = { user: null, ip: '198.51.100.1' };
const member: Caller = { user: { id: 'u1' } as User, ip: '198.51.100.1' };

describe(movieOwnerOf.name, () => {
  it('is the account for a signed-in caller (with its visitor session, to move its movies over)', () => {
    expect(movieOwnerOf(member, undefined)).toEqual({ userId: 'u1', sessionId: null });
    expect(movieOwnerOf(member, ' abc123xyz ')).toEqual({ userId: 'u1', sessionId: 'abc123xyz' });
  });

  it("is the visitor's session otherwise, which a visitor must send", () => {
    expect(movieOwnerOf(visitor, 'abc123xyz')).toEqual({ userId: null, sessionId: 'abc123xyz' });
    expect(() => movieOwnerOf(visitor, undefined)).toThrow(MovieException);
    expect(() => movieOwnerOf(visitor, '  ')).toThrow(MovieException);
  });

  it('refuses a malformed session id from anyone', () => {
    expect(() => movieOwnerOf(visitor, 'a b')).toThrow(MovieException);
    expect(() => movieOwnerOf(member, 'x'.repeat(65))).toThrow(MovieException);
  });
});
