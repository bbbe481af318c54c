import { act, fireEvent, screen, within } from '@testing-library/react';
import { authStore, toastStore } from '@atelier/runtime';
import { renderPage } from '../shared/test-utils';
import { AccountPage } from './account-page';

const ada = { id: 'abc123xyz', email: 'ada@example.com', name: 'Ada Lovelace' };

function toasts() {
  return toastStore.getSnapshot().map((toast) => toast.message);
}

beforeEach(() => {
  localStorage.clear();
  authStore.logout();
  toastStore.getSnapshot().forEach((toast) => toastStore.dismiss(toast.id));
});

describe(AccountPage.name, () => {
  it('shows My Account with a placeholder email when nobody is signed in', () => {
    renderPage(<AccountPage />, { route: '/account' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    expect(screen.getAllByText('guest@example.com').length).toBeGreaterThan(0);
  });

  it('starts on Profile: Full Name prefilled, Email disabled, avatar and save buttons', () => {
    authStore.login(ada);
    renderPage(<AccountPage />, { route: '/account' });
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profile', 'Billing', 'Sessions', 'Danger Zone']);
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Upload Avatar (Mock)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('shows the static billing card', () => {
    renderPage(<AccountPage />, { route: '/account' });
    fireEvent.click(screen.getByRole('tab', { name: 'Billing' }));
    const panel = screen.getByRole('tabpanel', { name: 'Billing' });
    for (const text of ['Pro Plan', '$29/month', 'Active', 'Next billing date: January 19, 2025']) {
      expect(within(panel).getByText(text)).toBeTruthy();
    }
    expect(within(panel).getByRole('button', { name: 'Manage Billing' })).toBeTruthy();
  });

  it('shows the current session', () => {
    renderPage(<AccountPage />, { route: '/account' });
    fireEvent.click(screen.getByRole('tab', { name: 'Sessions' }));
    const panel = screen.getByRole('tabpanel', { name: 'Sessions' });
    for (const text of ['Current Device', 'Last active: Just now', 'Active']) {
      expect(within(panel).getByText(text)).toBeTruthy();
    }
    expect(within(panel).getByRole('button', { name: 'Log Out All Devices' })).toBeTruthy();
  });

  it('asks before deleting; Cancel keeps everything', () => {
    authStore.login(ada);
    renderPage(<AccountPage />, { route: '/account' });
    fireEvent.click(screen.getByRole('tab', { name: 'Danger Zone' }));
    expect(screen.getByText('This action is permanent and cannot be undone. All your data will be deleted.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Account Deletion' });
    expect(within(dialog).getByText('Are you sure you want to delete your account? This action cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(authStore.getSnapshot().isAuthenticated).toBe(true);
  });

  it('deletes: toast, signed out, home', async () => {
    authStore.login(ada);
    renderPage(<AccountPage />, { route: '/account' });
    fireEvent.click(screen.getByRole('tab', { name: 'Danger Zone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Account' }));
    });
    expect(toasts()).toContain('Account deleted (mock)');
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('logs out from the button below the tabs', () => {
    authStore.login(ada);
    renderPage(<AccountPage />, { route: '/account' });
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth_state')).toBeNull();
    expect(toasts()).toContain('Logged out successfully');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
