import { loginPathFor } from './login-path';

describe(loginPathFor.name, () => {
  it('brings the person back to the path and search they are on', () => {
    expect(loginPathFor('/marketing-studio')).toBe('/login?next=%2Fmarketing-studio');
    expect(loginPathFor('/marketing-studio?tab=campaign&x=a b')).toBe('/login?next=%2Fmarketing-studio%3Ftab%3Dcampaign%26x%3Da+b');
    expect(new URLSearchParams(loginPathFor('/pricing?trial=pro').split('?')[1]).get('next')).toBe('/pricing?trial=pro');
  });

  it('adds no next for the sign-in page itself or what is not a path', () => {
    expect(loginPathFor('')).toBe('/login');
    expect(loginPathFor('/login?next=%2Fchat')).toBe('/login');
  });
});
