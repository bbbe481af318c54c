import { Link } from 'react-router-dom';

interface FooterLink {
  label: string;
  to: string;
  /** Served by the API, outside the app's router. */
  external?: boolean;
}

export const FOOTER_LINKS: readonly FooterLink[] = [
  { label: 'About', to: '/about' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Downloads', to: '/downloads' },
  { label: 'Integrations', to: '/integrations' },
  { label: 'Demo', to: '/demo' },
  { label: 'API docs', to: '/docs/api' },
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
];

/** Routes that fill the screen with their own UI (the studios) or a conversation (the landing) have no footer. */
const WITHOUT_FOOTER = ['/', '/chat', '/build-studio', '/movie-studio', '/music-studio', '/marketing-studio'];

export function showsFooter(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !WITHOUT_FOOTER.includes(path);
}

/** The way to every page of the site, signed in or not, on desktop and phone. */
export function SiteFooter() {
  return (
    <footer className="shell-footer">
      <nav aria-label="Footer" className="shell-footer__nav">
        {FOOTER_LINKS.map((link) =>
          link.external ? (
            <a key={link.to} href={link.to} className="shell-footer__link">
              {link.label}
            </a>
          ) : (
            <Link key={link.to} to={link.to} className="shell-footer__link">
              {link.label}
            </Link>
          ),
        )}
      </nav>
      <p className="shell-footer__note">© {new Date().getFullYear()} Atelier · AI creation platform</p>
    </footer>
  );
}
