/**
 * Whether this browser is signing out on purpose (Log Out or Delete Account, from the account page, the
 * top bar's menu or the phone's menu sheet). Router navigations are transitions, so the account page being
 * left can render signed out before the navigation home replaces it; its sign-in guard reads this to let
 * that navigation finish instead of sending the person to sign in. An account page clears it when it
 * mounts, so a later visit while signed out is guarded again.
 */
let signingOut = false;

export function beginSignOut(): void {
  signingOut = true;
}

export function isSigningOut(): boolean {
  return signingOut;
}

export function clearSignOutIntent(): void {
  signingOut = false;
}
