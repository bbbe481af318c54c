import { Link } from 'react-router-dom';
import { useAuth } from '@atelier/runtime';

/** Word mark with the Beta badge; home is /chat when signed in, / when not. */
export function Logo() {
  const { isAuthenticated } = useAuth();
  return (
    <Link to={isAuthenticated ? '/chat' : '/'} className="shell-logo" aria-label="Atelier Beta — home">
      <span className="shell-logo__mark" aria-hidden="true">
        <svg viewBox="0 0 32 32" width="20" height="20">
          <path d="M9 23 16 8l7 15M11.8 17.5h8.4" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      {/* The space (not drawn by the flex row) makes the visible label read "Atelier Beta", which the name contains (WCAG 2.5.3). */}
      <span className="shell-logo__word">Atelier</span>{' '}
      <span className="shell-logo__beta">Beta</span>
    </Link>
  );
}
