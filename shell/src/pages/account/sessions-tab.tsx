import { Badge, Button } from '@atelier/ui';
import { PageIcon } from '../shared/page-icons';
import { STATIC_SESSION } from './account-constants';

export function SessionsTab({ onLogOutAllDevices }: { onLogOutAllDevices: () => void }) {
  return (
    <section className="account-card" aria-labelledby="account-sessions-title">
      <h2 id="account-sessions-title" className="account-card__title">
        Active sessions
      </h2>
      <ul className="account-sessions">
        <li className="account-row account-sessions__item">
          <span className="account-sessions__icon">
            <PageIcon name="laptop" tile={false} />
          </span>
          <div className="account-sessions__info">
            <p className="account-sessions__device">{STATIC_SESSION.device}</p>
            <p className="page-muted account-sessions__meta">{STATIC_SESSION.lastActive}</p>
          </div>
          <Badge variant="active">{STATIC_SESSION.status}</Badge>
        </li>
      </ul>
      <div className="account-card__actions">
        <Button variant="secondary" onClick={onLogOutAllDevices}>
          Log Out All Devices
        </Button>
      </div>
    </section>
  );
}
