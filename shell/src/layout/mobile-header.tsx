import { Link } from 'react-router-dom';
import { useAuth } from '@atelier/runtime';
import { Logo } from './logo';

/** Small-screen header: the logo, and a Sign In pill for signed-out visitors. */
export function MobileHeader() {
  const { isAuthenticated } = useAuth();
  return (
    <header className="shell-mobile-header">
      <Logo />
      {isAuthenticated ? null : (
        <Link to="/login" className="shell-signin-pill">
          Sign In
        </Link>
      )}
    </header>
  );
}
