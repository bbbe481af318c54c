import { bearerTokenFrom } from './bearer-token';

describe(bearerTokenFrom.name, () => {
  it('reads the token of a Bearer header, whatever the scheme case', () => {
    expect(bearerTokenFrom('Bearer ats_abc')).toBe('ats_abc');
    expect(bearerTokenFrom('bearer   ats_abc ')).toBe('ats_abc');
  });

  it.each([undefined, '', 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer a b'])('finds none in %p', (header) => {
    expect(bearerTokenFrom(header)).toBeNull();
  });
});
