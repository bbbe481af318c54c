import { FOOTER_LINKS, showsFooter } from './site-footer';

describe('site footer', () => {
  it('is on the site pages, not on the landing or the studios', () => {
    for (const path of ['/about', '/pricing', '/account', '/terms', '/privacy', '/integrations', '/demo']) expect(showsFooter(path)).toBe(true);
    for (const path of ['/', '/chat', '/build-studio', '/movie-studio/', '/music-studio', '/marketing-studio']) expect(showsFooter(path)).toBe(false);
  });

  it('links every page a signed-in user cannot reach from the top bar', () => {
    const targets = FOOTER_LINKS.map((link) => link.to);
    for (const path of ['/integrations', '/pricing', '/downloads', '/demo', '/docs/api', '/terms', '/privacy']) expect(targets).toContain(path);
  });
});
