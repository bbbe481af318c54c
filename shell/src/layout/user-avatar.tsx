import { displayName, type AuthUser } from '@atelier/runtime';
import { initials } from '../lib/initials';

/** The signed-in user's picture in the header, or their initial when they have none. */
export function UserAvatar({ user, size = 26 }: { user: AuthUser; size?: number }) {
  const style = { width: size, height: size };
  if (user.avatarUrl) {
    return <img className="shell-avatar" src={user.avatarUrl} alt="" style={style} data-testid="header-avatar" />;
  }
  const initial = initials(displayName(user));
  return (
    // The initial is drawn by CSS so it never joins the link's text ("My Account").
    <span className="shell-avatar shell-avatar--initial" style={style} data-initial={initial} aria-hidden="true" />
  );
}
