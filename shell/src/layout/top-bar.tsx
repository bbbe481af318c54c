import { NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '@atelier/runtime';
import { Logo } from './logo';
import { AccountMenu } from './account-menu';
import { UserAvatar } from './user-avatar';
import { TOP_BAR_SIGNED_IN, TOP_BAR_SIGNED_OUT, isNavItemActive } from './nav-items';

/** Desktop navigation (≥ 768 px). */
export function TopBar() {
  const { isAuthenticated, user } = useAuth();
  const { pathname } = useLocation();
  const items = isAuthenticated ? TOP_BAR_SIGNED_IN : TOP_BAR_SIGNED_OUT;
  return (
    <header className="shell-topbar">
      <Logo />
      <nav aria-label="Main" className="shell-topbar__nav">
        <ul>
          {items.map((item) => {
            const active = isNavItemActive(item, pathname);
            if (item.to === '/account' && user) {
              return (
                <li key={item.label}>
                  <AccountMenu user={user} active={active} />
                </li>
              );
            }
            const cta = item.to === '/login' || item.to === '/account';
            return (
              <li key={item.label}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={`shell-topbar__link${active ? ' is-active' : ''}${cta ? ' shell-topbar__link--cta' : ''}`}
                  aria-current={active ? 'page' : undefined}
                >
                  {item.to === '/account' && user ? <UserAvatar user={user} size={22} /> : null}
                  {item.label}
                  {item.soon ? <span className="shell-soon-tag">Soon</span> : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
