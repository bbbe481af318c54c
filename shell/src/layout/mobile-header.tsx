import { Link } from 'react-router-dom';
import { useAuth } from '@atelier/runtime';
import { Logo } from './logo';
import { UserAvatar } from './user-avatar';

/** Small-screen header: the logo, and a Sign In pill for signed-out visitors (their avatar once signed in). */
export function MobileHeader() {
  const { isAuthenticated, user } = useAuth();
  return (
    <header className="shell-mobile-header">
      <Logo />
      {isAuthenticated && user ? (
        <Link to="/account" className="shell-mobile-account" aria-label="My Account">
          <UserAvatar user={user} size={32} />
        </Link>
      ) : (
        <Link to="/login" className="shell-signin-pill">
          Sign In
        </Link>
      )}
    </header>
  );
}
