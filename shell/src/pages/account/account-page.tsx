import { useState, type ReactNode } from 'react';
import { useAuth } from '@atelier/runtime';
import { Button, Tabs } from '@atelier/ui';
import { useAccountActions } from './account-actions';
import { ACCOUNT_TABS, PLACEHOLDER_EMAIL, type AccountTabId } from './account-constants';
import { Avatar } from './avatar';
import { BillingTab } from './billing-tab';
import { DangerZoneTab } from './danger-zone-tab';
import { ProfileTab } from './profile-tab';
import { SessionsTab } from './sessions-tab';
import '../shared/page.css';
import './account-page.css';

/** /account: reachable signed out too (spec 000 §2 shows no guard); then placeholders are shown. */
export function AccountPage() {
  const { user } = useAuth();
  const actions = useAccountActions();
  const [tab, setTab] = useState<AccountTabId>('profile');
  const email = user?.email || PLACEHOLDER_EMAIL;
  const name = user?.name ?? '';

  const panels: Record<AccountTabId, ReactNode> = {
    profile: (
      <ProfileTab
        key={user?.id ?? 'guest'}
        name={name}
        email={email}
        avatarUrl={user?.avatarUrl}
        onSave={actions.saveProfile}
        onUploadAvatar={actions.uploadAvatar}
      />
    ),
    billing: <BillingTab onManageBilling={actions.manageBilling} />,
    sessions: <SessionsTab onLogOutAllDevices={actions.logOutAllDevices} />,
    danger: <DangerZoneTab onDelete={actions.deleteAccount} />,
  };

  return (
    <div className="page page--narrow account-page">
      <header className="account-page__header">
        <Avatar name={name || email} avatarUrl={user?.avatarUrl} size={56} />
        <div>
          <h1 className="account-page__title">My Account</h1>
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
          <Button variant="ghost" onClick={actions.logOut}>
            Log Out
          </Button>
        </div>
      </div>
    </div>
  );
}
