import { screen, within } from '@testing-library/react';
import { renderPage } from '../shared/test-utils';
import { AboutPage } from './about-page';

describe(AboutPage.name, () => {
  it('has one h1 and the four area cards linking to their screens', () => {
    renderPage(<AboutPage />, { route: '/about' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Build Studio', '/build-studio'],
      ['Movie Studio', '/movie-studio'],
      ['Music Studio', '/music-studio'],
      ['AI Chat', '/'],
    ]);
  });
});
