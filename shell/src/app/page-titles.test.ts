import { pageTitle } from './page-titles';

describe('pageTitle', () => {
  it("names each route as 'Page — Atelier'", () => {
    expect(pageTitle('/pricing')).toBe('Pricing — Atelier');
    expect(pageTitle('/build-studio/')).toBe('Build Studio — Atelier');
    expect(pageTitle('/account')).toBe('My Account — Atelier');
  });

  it('gives the landing the site name and unknown paths a not-found title', () => {
    expect(pageTitle('/')).toBe('Atelier — AI creation studio');
    expect(pageTitle('/no-such-page')).toBe('Page not found — Atelier');
  });
});
