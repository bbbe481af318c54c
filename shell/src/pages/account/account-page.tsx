import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { displayName, useAuth } from '@atelier/runtime';
import { Button, Tabs } from '@atelier/ui';
import { useAccountActions } from './account-actions';
import { ACCOUNT_LOGIN_PATH, ACCOUNT_PATH, ACCOUNT_TABS, PLACEHOLDER_EMAIL, type AccountTabId } from './account-constants';
import { Avatar } from './avatar';
import { BillingTab } from './billing-tab';
import { DangerZoneTab } from './danger-zone-tab';
import { ProfileTab } from './profile-tab';
import { SessionsTab } from './sessions-tab';
import { clearSignOutIntent, isSigningOut } from './sign-out-intent';
import '../shared/page.css';
import './account-page.css';

/** /account, for signed-in users: a signed-out visitor (or one whose session ended) goes to sign in and comes back. */
export function AccountPage() {
  const { user, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const actions = useAccountActions();
  const [tab, setTab] = useState<AccountTabId>('profile');
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(() => clearSignOutIntent(), []);
  useEffect(() => {
    // Router navigations are transitions: this page can render (even mount) after the address has moved on,
    // e.g. Log Out from the top bar's menu while the page was still loading. Only guard the page being shown.
    const addressIsHere = window.location.pathname === ACCOUNT_PATH;
    if (!isAuthenticated && !isSigningOut() && addressIsHere) navigate(ACCOUNT_LOGIN_PATH, { replace: true });
  }, [isAuthenticated, navigate]);

  if (!isAuthenticated || !user) return null;

  const email = user.email || PLACEHOLDER_EMAIL;
  const logOut = () => {
    setLoggingOut(true);
    void actions.logOut();
  };

  const panels: Record<AccountTabId, ReactNode> = {
    profile: (
      <ProfileTab
        key={user.id}
        name={displayName(user)}
        email={email}
        avatarUrl={user.avatarUrl}
        onSave={actions.saveProfile}
        onUploadAvatar={actions.uploadAvatar}
      />
    ),
    // Loaded when opened, like sessions: today's usage changes all day.
    billing: tab === 'billing' ? <BillingTab /> : null,
    // Loaded when opened, so the list is fresh each time the tab is shown.
    sessions: tab === 'sessions' ? <SessionsTab /> : null,
    danger: <DangerZoneTab onDelete={actions.deleteAccount} />,
  };

  return (
    <div className="page page--narrow account-page">
      <header className="account-page__header">
        <Avatar name={displayName(user)} avatarUrl={user.avatarUrl} size={56} />
        <div>
          <h1 className="account-page__title">My Account</h1>
          <p className="account-page__name">{displayName(user)}</p>
          <p className="page-muted account-page__email">{email}</p>
        </div>
      </header>

      <div className="account-page__body">
        <Tabs
          label="Account sections"
          value={tab}
          onValueChange={(id) => setTab(id as AccountTabId)}
          items={ACCOUNT_TABS.map((item) => ({ id: item.id, label: item.label, content: panels[item.id] }))}
        />
        <div className="account-page__logout">
          <Button variant="secondary" onClick={logOut} loading={loggingOut}>
            {loggingOut ? 'Logging out...' : 'Log Out'}
          </Button>
        </div>
      </div>
    </div>
  );
}
