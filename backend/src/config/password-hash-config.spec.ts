import { EnvReader } from './env.reader';
import { readPasswordHashCost } from './password-hash-config';

function read(env: Record<string, string>, nodeEnv: 'development' | 'production' | 'test') {
  const reader = new EnvReader(env);
  return { cost: readPasswordHashCost(reader, nodeEnv), errors: reader.errors };
}

describe(readPasswordHashCost.name, () => {
  it("is OWASP's N = 2^17 unless set", () => {
    expect(read({}, 'production')).toEqual({ cost: 17, errors: [] });
    expect(read({}, 'test')).toEqual({ cost: 17, errors: [] });
  });

  it('may be raised anywhere, up to 2^20', () => {
    expect(read({ PASSWORD_HASH_COST: '18' }, 'production')).toEqual({ cost: 18, errors: [] });
    expect(read({ PASSWORD_HASH_COST: '21' }, 'test').errors).toEqual(['PASSWORD_HASH_COST must be an integer between 12 and 20 (got "21")']);
  });

  it('goes down to 2^12 for test stacks, never in production', () => {
    expect(read({ PASSWORD_HASH_COST: '12' }, 'test')).toEqual({ cost: 12, errors: [] });
    expect(read({ PASSWORD_HASH_COST: '11' }, 'development').errors).toEqual(['PASSWORD_HASH_COST must be an integer between 12 and 20 (got "11")']);
    expect(read({ PASSWORD_HASH_COST: '16' }, 'production')).toEqual({
      cost: 17,
      errors: ['PASSWORD_HASH_COST must be at least 17 with NODE_ENV=production (got 16); lower costs are for test stacks'],
    });
  });
});
