import { NavLink, useNavigate } from 'react-router-dom';
import type { AuthUser } from '@atelier/runtime';
import { useAccountActions } from '../pages/account/account-actions';
import { ACCOUNT_MENU_LINKS } from './nav-items';
import { useMenuButton } from './use-menu-button';
import { UserAvatar } from './user-avatar';
import './account-menu.css';

interface Props {
  user: AuthUser;
  active: boolean;
}

/**
 * "My Account" in the signed-in top bar: the link still goes to /account; the button beside it opens
 * the account menu with the pages a signed-in desktop has no other bar entry for, and Log Out.
 */
export function AccountMenu({ user, active }: Props) {
  const { open, close, root, buttonProps, menuProps } = useMenuButton();
  const navigate = useNavigate();
  const actions = useAccountActions();

  const go = (to: string) => {
    close();
    navigate(to);
  };
  const logOut = () => {
    close();
    void actions.logOut();
  };

  return (
    <div ref={root} className="shell-account-menu">
      <NavLink
        to="/account"
        className={`shell-topbar__link shell-topbar__link--cta shell-account-menu__link${active ? ' is-active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        <UserAvatar user={user} size={22} />
        My Account
      </NavLink>
      <button type="button" className="shell-account-menu__toggle" aria-label="Account menu" {...buttonProps}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open ? (
        <ul {...menuProps} aria-label="Account menu" className="shell-account-menu__list">
          {ACCOUNT_MENU_LINKS.map((item) => (
            <li key={item.to} role="none">
              <a
                role="menuitem"
                href={item.to}
                tabIndex={-1}
                className="shell-account-menu__item"
                onClick={(event) => {
                  event.preventDefault();
                  go(item.to);
                }}
              >
                {item.label}
              </a>
            </li>
          ))}
          <li role="separator" className="shell-account-menu__separator" />
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className="shell-account-menu__item shell-account-menu__item--danger" onClick={logOut}>
              Log Out
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
