/** The tab title of each route (spec 000 §2 routes), as 'Pricing — Atelier'; the landing is the site's name. */
const TITLES: Readonly<Record<string, string>> = {
  '/': 'Atelier — AI creation studio',
  '/chat': 'Chat',
  '/about': 'About',
  '/pricing': 'Pricing',
  '/downloads': 'Downloads',
  '/integrations': 'Integrations',
  '/studios': 'Studios',
  '/build-studio': 'Build Studio',
  '/movie-studio': 'Movie Studio',
  '/music-studio': 'Music Studio',
  '/marketing-studio': 'Marketing Studio',
  '/academy': 'Academy',
  '/account': 'My Account',
  '/login': 'Sign In',
  '/demo': 'Demo',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/docs/api': 'API reference',
};

export const SITE_NAME = 'Atelier';

export function pageTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return TITLES['/'];
  const name = TITLES[path] ?? 'Page not found';
  return `${name} — ${SITE_NAME}`;
}
