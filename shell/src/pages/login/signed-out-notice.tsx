import { useEffect } from 'react';
import { signOutNotice, toastStore, useAuth } from '@atelier/runtime';
import './signed-out-notice.css';

/** Why this tab was signed out, when the server ended its session ('You were signed out from another device'). */
export function SignedOutNotice() {
  const { isAuthenticated } = useAuth();
  // Read on each render: the sign-out may happen after this page opened (its session check answers 401).
  // A sign-in clears it in the runtime.
  const notice = isAuthenticated ? null : signOutNotice();

  // Said here, in the page, the toast that said it too is redundant.
  useEffect(() => {
    if (!notice) return;
    toastStore
      .getSnapshot()
      .filter((toast) => toast.message === notice)
      .forEach((toast) => toastStore.dismiss(toast.id));
  }, [notice]);

  if (!notice) return null;
  return (
    <p role="status" className="page-alert signed-out-notice">
      {notice}
    </p>
  );
}
