import { useAuth } from '@atelier/runtime';
import { SignedInView } from './signed-in-view';
import { SignedOutView } from './signed-out-view';
import '../integrations.css';

/** /integrations: the dashboard whenever the site is signed in (here or anywhere else), else the pitch. */
export function IntegrationsScreen() {
  const { isAuthenticated, user } = useAuth();
  return (
    <div className="integrations">
      {isAuthenticated && user ? <SignedInView key={user.id} userId={user.id} email={user.email} /> : <SignedOutView />}
    </div>
  );
}
