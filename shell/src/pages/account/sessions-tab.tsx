import { useToast } from '@atelier/runtime';
import type { SessionDto } from '@atelier/api-types';
import { Badge, Button, Spinner } from '@atelier/ui';
import { errorMessage } from '../shared/error-message';
import { CURRENT_DEVICE, DEVICE_LOGGED_OUT_MESSAGE, OTHER_DEVICES_LOGGED_OUT_MESSAGE, SESSIONS_LOAD_ERROR, SESSION_STATUS } from './account-constants';
import { useSessions } from './api/get-sessions';
import { useRevokeOtherSessions } from './api/revoke-other-sessions';
import { useRevokeSession } from './api/revoke-session';
import { DeviceIcon } from './device-icon';
import { formatLastActive } from './last-active';

interface ItemProps {
  session: SessionDto;
  busy: boolean;
  disabled: boolean;
  onLogOut: () => void;
}

function SessionItem({ session, busy, disabled, onLogOut }: ItemProps) {
  const device = session.device || 'Unknown device';
  // This browser is in use right now, whatever the server's last-seen throttle says.
  const lastActive = session.current ? 'Just now' : formatLastActive(session.lastSeenAt);
  return (
    <li className="at-spread at-spread--nowrap account-sessions__item">
      <span className="account-sessions__icon">
        <DeviceIcon kind={session.kind} />
      </span>
      <div className="account-sessions__info">
        <p className="account-sessions__device">
          {device} {session.current ? <Badge variant="accent">{CURRENT_DEVICE}</Badge> : null}
        </p>
        <p className="page-muted account-sessions__meta">Last active: {lastActive}</p>
      </div>
      <Badge variant="active">{SESSION_STATUS}</Badge>
      {session.current ? null : (
        <Button variant="danger" size="sm" onClick={onLogOut} loading={busy} disabled={disabled} aria-label={`Log out ${device}`}>
          {busy ? 'Logging out...' : 'Log out'}
        </Button>
      )}
    </li>
  );
}

export function SessionsTab() {
  const { data: sessions, error: loadError, isFetching: loading, refetch } = useSessions();
  const toast = useToast();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  // Which action runs: 'others' for Log Out All Devices, else the id of the session being ended.
  const busy = revokeOthers.isPending ? 'others' : revokeOne.isPending ? revokeOne.variables : null;
  const failed = revokeOthers.error ?? revokeOne.error;
  const actionError = failed ? errorMessage(failed) : null;
  // A retry under way replaces the failure with the loading state, as a first load does.
  const error = loadError && !loading ? errorMessage(loadError, SESSIONS_LOAD_ERROR) : null;
  const reload = () => void refetch();

  const logOut = (id: string) => {
    revokeOthers.reset();
    revokeOne.mutate(id, { onSuccess: () => toast.show(DEVICE_LOGGED_OUT_MESSAGE, 'success') });
  };
  const logOutOthers = () => {
    revokeOne.reset();
    revokeOthers.mutate(undefined, { onSuccess: () => toast.show(OTHER_DEVICES_LOGGED_OUT_MESSAGE, 'success') });
  };

  return (
    <section className="account-card" aria-labelledby="account-sessions-title" aria-busy={loading || undefined}>
      <h2 id="account-sessions-title" className="account-card__title">
        Active sessions
      </h2>
      {!sessions && loading ? (
        <div className="page-muted account-sessions__loading" role="status">
          <Spinner size="sm" decorative />
          Loading sessions...
        </div>
      ) : null}
      {error ? (
        <div role="alert" className="page-alert page-alert--error at-spread at-spread--nowrap">
          <span>{error}</span>
          <Button variant="secondary" size="sm" onClick={reload} disabled={loading}>
            Try again
          </Button>
        </div>
      ) : null}
      {sessions ? (
        <ul className="account-sessions">
          {sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              busy={busy === session.id}
              disabled={busy !== null}
              onLogOut={() => logOut(session.id)}
            />
          ))}
        </ul>
      ) : null}
      {actionError ? (
        <p role="alert" className="page-alert page-alert--error">
          {actionError}
        </p>
      ) : null}
      <div className="account-card__actions">
        <Button
          variant="secondary"
          onClick={logOutOthers}
          loading={busy === 'others'}
          disabled={busy !== null}
        >
          {busy === 'others' ? 'Logging out...' : 'Log Out All Devices'}
        </Button>
      </div>
    </section>
  );
}
