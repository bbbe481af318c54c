import { useState } from 'react';
import { useToast } from '@atelier/runtime';
import { Badge, Button, Spinner } from '@atelier/ui';
import { errorMessage } from '../shared/error-message';
import { PageIcon } from '../shared/page-icons';
import { CURRENT_DEVICE, DEVICE_LOGGED_OUT_MESSAGE, OTHER_DEVICES_LOGGED_OUT_MESSAGE, SESSION_STATUS } from './account-constants';
import { revokeOtherSessions } from './api/revoke-other-sessions';
import { revokeSession } from './api/revoke-session';
import type { AccountSession } from './api/get-sessions';
import { useSessions } from './hooks/use-sessions';
import { formatLastActive } from './last-active';

/** Which action runs: 'others' for Log Out All Devices, else the id of the session being ended. */
type Busy = 'others' | string | null;

interface ItemProps {
  session: AccountSession;
  busy: boolean;
  disabled: boolean;
  onLogOut: () => void;
}

function SessionItem({ session, busy, disabled, onLogOut }: ItemProps) {
  const device = session.device || 'Unknown device';
  // This browser is in use right now, whatever the server's last-seen throttle says.
  const lastActive = session.current ? 'Just now' : formatLastActive(session.lastSeenAt);
  return (
    <li className="account-row account-sessions__item">
      <span className="account-sessions__icon">
        <PageIcon name="laptop" tile={false} />
      </span>
      <div className="account-sessions__info">
        <p className="account-sessions__device">
          {device} {session.current ? <Badge variant="accent">{CURRENT_DEVICE}</Badge> : null}
        </p>
        <p className="page-muted account-sessions__meta">Last active: {lastActive}</p>
      </div>
      <Badge variant="active">{SESSION_STATUS}</Badge>
      {session.current ? null : (
        <Button variant="ghost" size="sm" onClick={onLogOut} loading={busy} disabled={disabled} aria-label={`Log out ${device}`}>
          {busy ? 'Logging out...' : 'Log out'}
        </Button>
      )}
    </li>
  );
}

export function SessionsTab() {
  const { sessions, loading, error, reload } = useSessions();
  const toast = useToast();
  const [busy, setBusy] = useState<Busy>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const run = async (which: Exclude<Busy, null>, action: () => Promise<unknown>, message: string) => {
    setBusy(which);
    setActionError(null);
    try {
      await action();
      toast.show(message, 'success');
      await reload();
    } catch (caught) {
      setActionError(errorMessage(caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="account-card" aria-labelledby="account-sessions-title" aria-busy={loading || undefined}>
      <h2 id="account-sessions-title" className="account-card__title">
        Active sessions
      </h2>
      {sessions === null && loading ? (
        <div className="page-muted account-sessions__loading" role="status">
          <Spinner size="sm" decorative />
          Loading sessions...
        </div>
      ) : null}
      {error ? (
        <div role="alert" className="page-alert page-alert--error account-row">
          <span>{error}</span>
          <Button variant="secondary" size="sm" onClick={() => void reload()} disabled={loading}>
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
              onLogOut={() => void run(session.id, () => revokeSession(session.id), DEVICE_LOGGED_OUT_MESSAGE)}
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
          onClick={() => void run('others', revokeOtherSessions, OTHER_DEVICES_LOGGED_OUT_MESSAGE)}
          loading={busy === 'others'}
          disabled={busy !== null}
        >
          {busy === 'others' ? 'Logging out...' : 'Log Out All Devices'}
        </Button>
      </div>
    </section>
  );
}
