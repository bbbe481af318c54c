import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore, toastStore, type AuthUser } from '@atelier/runtime';
import { apiAnswer, callsTo, renderPage, routeFetch, type FetchRoute } from '../shared/test-utils';
import { formatTrialDate } from '../pricing/trial-dates';
import { PAYMENT, billingView } from '../pricing/testing/site-plans.fixture';
import { useAccountActions } from './account-actions';
import { AccountPage } from './account-page';

const ada: AuthUser = { id: 'abc123xyz', email: 'ada@example.com', name: 'Ada Lovelace', avatarUrl: null, plan: 'free', createdAt: '2025-01-01T00:00:00.000Z' };
const TOKEN = 'tok_account';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const sessions = [
  { id: 's-phone', device: 'Safari on iOS', createdAt: minutesAgo(5000), lastSeenAt: minutesAgo(2 * 24 * 60 + 5), current: false },
  { id: 's-here', device: 'Chrome on macOS', createdAt: minutesAgo(100), lastSeenAt: minutesAgo(0), current: true },
  { id: 's-laptop', device: 'Firefox on Linux', createdAt: minutesAgo(500), lastSeenAt: minutesAgo(5), current: false },
];

function toasts() {
  return toastStore.getSnapshot().map((toast) => toast.message);
}

/** Signed in as Ada; the server answers /auth/me with her, plus the given routes. */
function setup(routes: Record<string, FetchRoute> = {}, user: AuthUser = ada) {
  authStore.login(user, TOKEN);
  const fetchMock = routeFetch({ 'GET /api/auth/me': apiAnswer(200, user), ...routes });
  renderPage(<AccountPage />, { route: '/account', browser: true });
  return fetchMock;
}

async function clickButton(name: string, container: HTMLElement = document.body) {
  await act(async () => {
    fireEvent.click(within(container).getByRole('button', { name }));
  });
}

function chooseFile(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  return act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

beforeEach(() => {
  localStorage.clear();
  authStore.logout();
  toastStore.getSnapshot().forEach((toast) => toastStore.dismiss(toast.id));
});

describe(AccountPage.name, () => {
  it('sends a signed-out visitor to sign in and back', () => {
    routeFetch({});
    renderPage(<AccountPage />, { route: '/account', browser: true });
    expect(screen.getByTestId('location').textContent).toBe('/login?next=%2Faccount');
  });

  it('goes to sign in when the session ends while the page is open', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    act(() => authStore.logout());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login?next=%2Faccount'));
  });

  it('starts on Profile: My Account, the email, Full Name prefilled, Email disabled, avatar and save buttons', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profile', 'Billing', 'Sessions', 'Danger Zone']);
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Upload Avatar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload Avatar (Mock)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('saves the name: PATCH, stored user updated, short toast', async () => {
    const fetchMock = setup({ 'PATCH /api/account/profile': apiAnswer(200, { ...ada, name: 'Augusta Ada King' }) });
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: '  Augusta Ada King ' } });
    await clickButton('Save Changes');
    const [call] = callsTo(fetchMock, 'PATCH /api/account/profile');
    expect(JSON.parse(String(call.body))).toEqual({ name: 'Augusta Ada King' });
    expect(authStore.getSnapshot().user?.name).toBe('Augusta Ada King');
    expect(JSON.parse(localStorage.getItem('user_data') ?? '{}').name).toBe('Augusta Ada King');
    expect(toasts()).toContain('Profile updated');
  });

  it('checks the name (1–80 characters) before saving and shows server refusals', async () => {
    const fetchMock = setup({
      'PATCH /api/account/profile': apiAnswer(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'name must be shorter' }),
    });
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: '   ' } });
    await clickButton('Save Changes');
    expect(screen.getByRole('alert').textContent).toBe('Enter your full name.');
    expect(screen.getByLabelText('Full Name').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'x'.repeat(81) } });
    await clickButton('Save Changes');
    expect(screen.getByRole('alert').textContent).toBe('Full Name must be 80 characters or fewer.');
    expect(callsTo(fetchMock, 'PATCH /api/account/profile')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'x'.repeat(80) } });
    await clickButton('Save Changes');
    expect(screen.getByRole('alert').textContent).toBe('name must be shorter');
    expect(toasts()).not.toContain('Profile updated');
  });

  it('uploads an image avatar and shows it', async () => {
    const fetchMock = setup({ 'POST /api/account/avatar': apiAnswer(200, { ...ada, avatarUrl: '/api/account/avatars/a1' }) });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await chooseFile(file);
    const [call] = callsTo(fetchMock, 'POST /api/account/avatar');
    expect(call.body).toBeInstanceOf(FormData);
    expect((call.body as FormData).get('file')).toBe(file);
    expect((screen.getByRole('img', { name: 'Your avatar' }) as HTMLImageElement).getAttribute('src')).toBe('/api/account/avatars/a1');
    expect(authStore.getSnapshot().user?.avatarUrl).toBe('/api/account/avatars/a1');
    expect(toasts()).toContain('Avatar updated');
  });

  it('refuses a non-image or an image over 2 MB without uploading', async () => {
    const fetchMock = setup();
    await chooseFile(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('Please upload an image file');
    await chooseFile(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe('Avatar must be 2 MB or smaller.');
    expect(callsTo(fetchMock, 'POST /api/account/avatar')).toHaveLength(0);
  });

  it("shows the server's avatar refusal inline", async () => {
    setup({ 'POST /api/account/avatar': apiAnswer(415, { statusCode: 415, code: 'UNSUPPORTED_IMAGE', message: 'That file is not a supported image.' }) });
    await chooseFile(new File(['not really'], 'fake.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe('That file is not a supported image.');
    expect(toasts()).not.toContain('Avatar updated');
  });

  it.each([
    ['free', 'Free Plan', '$0/month'],
    ['pro', 'Pro Plan', '$20/month'],
    ['studio', 'Studio Plan', '$100/month'],
  ] as const)('shows the %s plan with its price, what it includes and the payment note', async (plan, name, price) => {
    const view = billingView({ plan, base_plan: plan });
    const fetchMock = setup({ 'GET /api/billing': apiAnswer(200, view) }, { ...ada, plan });
    fireEvent.click(screen.getByRole('tab', { name: 'Billing' }));
    const panel = screen.getByRole('tabpanel', { name: 'Billing' });
    expect(within(panel).getByText('Loading billing...')).toBeTruthy();
    await within(panel).findByRole('heading', { name });
    for (const text of [price, 'Active', PAYMENT.message]) expect(within(panel).getByText(text)).toBeTruthy();
    const includes = within(within(panel).getByRole('list', { name: 'What your plan includes' })).getAllByRole('listitem');
    expect(includes.map((item) => item.textContent)).toEqual(view.plan_details.features);
    expect(panel.textContent).not.toContain('$29/month');
    expect(panel.textContent).not.toContain('Next billing date');
    expect(callsTo(fetchMock, 'GET /api/billing')).toHaveLength(1);
    fireEvent.click(within(panel).getByRole('button', { name: 'Manage Billing' }));
    expect(screen.getByTestId('location').textContent).toBe('/pricing');
  });

  it("shows a running trial with its end date and days left, and today's usage against the limits", async () => {
    const endsAt = new Date(Date.now() + 9.5 * 24 * 60 * 60 * 1000).toISOString();
    const view = billingView({ plan: 'pro', trial: { plan: 'pro', started_at: null, ends_at: endsAt, active: true } });
    setup({ 'GET /api/billing': apiAnswer(200, view) }, { ...ada, plan: 'pro', trial: { plan: 'pro', endsAt, active: true } });
    fireEvent.click(screen.getByRole('tab', { name: 'Billing' }));
    const panel = screen.getByRole('tabpanel', { name: 'Billing' });
    await within(panel).findByRole('heading', { name: 'Pro Plan' });
    expect(within(panel).getByText('Trial')).toBeTruthy();
    expect(within(panel).getByText(`Pro trial — ends ${formatTrialDate(endsAt)}`)).toBeTruthy();
    expect(within(panel).getByText(/10 days left/)).toBeTruthy();
    expect(within(panel).getByText('Music Studio access')).toBeTruthy();
    const usage = within(panel).getByRole('list', { name: "Today's usage" });
    expect(within(usage).getByText('3 used · Unlimited')).toBeTruthy();
    const photos = within(usage).getByRole('progressbar', { name: 'Photos' });
    expect([photos.getAttribute('aria-valuenow'), photos.getAttribute('aria-valuemax')]).toEqual(['1', '100']);
    expect(within(usage).getByRole('progressbar', { name: 'Videos' }).getAttribute('aria-valuemax')).toBe('25');
  });

  it('says when the trial has ended', async () => {
    const view = billingView({ trial: { plan: 'pro', started_at: null, ends_at: '2026-03-24T12:00:00.000Z', active: false } });
    setup({ 'GET /api/billing': apiAnswer(200, view) });
    fireEvent.click(screen.getByRole('tab', { name: 'Billing' }));
    const panel = screen.getByRole('tabpanel', { name: 'Billing' });
    expect(await within(panel).findByText(`Your free trial ended on ${formatTrialDate('2026-03-24T12:00:00.000Z')}.`)).toBeTruthy();
    expect(within(panel).getByText('Active')).toBeTruthy();
  });

  it('offers to try again when billing cannot be loaded', async () => {
    let calls = 0;
    setup({
      'GET /api/billing': () => {
        calls += 1;
        return calls === 1 ? apiAnswer(500, {}) : apiAnswer(200, billingView());
      },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Billing' }));
    const panel = screen.getByRole('tabpanel', { name: 'Billing' });
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load your billing.");
    await clickButton('Try again', alert);
    expect(await within(panel).findByRole('heading', { name: 'Free Plan' })).toBeTruthy();
  });

  it('lists the sessions with this one first and marked Current Device', async () => {
    setup({ 'GET /api/account/sessions': apiAnswer(200, sessions) });
    fireEvent.click(screen.getByRole('tab', { name: 'Sessions' }));
    const panel = screen.getByRole('tabpanel', { name: 'Sessions' });
    expect(within(panel).getByText('Loading sessions...')).toBeTruthy();
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText(/Chrome on macOS/)).toBeTruthy();
    expect(within(items[0]).getByText('Current Device')).toBeTruthy();
    expect(within(items[0]).getByText('Last active: Just now')).toBeTruthy();
    expect(within(items[0]).queryByRole('button')).toBeNull();
    expect(within(items[1]).getByText('Last active: 5 minutes ago')).toBeTruthy();
    expect(within(items[2]).getByText('Last active: 2 days ago')).toBeTruthy();
    expect(within(panel).getAllByText('Current Device')).toHaveLength(1);
    expect(within(panel).getAllByText('Active')).toHaveLength(3);
    expect(within(items[1]).getByRole('button', { name: 'Log out Firefox on Linux' })).toBeTruthy();
  });

  it('logs out all other devices and reloads the list', async () => {
    let list = sessions;
    const fetchMock = setup({
      'GET /api/account/sessions': () => apiAnswer(200, list),
      'DELETE /api/account/sessions/others': () => {
        list = sessions.filter((session) => session.current);
        return apiAnswer(200, { revoked: 2 });
      },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Sessions' }));
    const panel = screen.getByRole('tabpanel', { name: 'Sessions' });
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(3);
    await clickButton('Log Out All Devices', panel);
    expect(callsTo(fetchMock, 'DELETE /api/account/sessions/others')).toHaveLength(1);
    expect(toasts()).toContain('Logged out of all other devices');
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(authStore.getSnapshot().isAuthenticated).toBe(true);
  });

  it('logs out one other device', async () => {
    let list = sessions;
    const fetchMock = setup({
      'GET /api/account/sessions': () => apiAnswer(200, list),
      'DELETE /api/account/sessions/s-laptop': () => {
        list = sessions.filter((session) => session.id !== 's-laptop');
        return apiAnswer(204);
      },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Sessions' }));
    const panel = screen.getByRole('tabpanel', { name: 'Sessions' });
    await within(panel).findAllByRole('listitem');
    await clickButton('Log out Firefox on Linux', panel);
    expect(callsTo(fetchMock, 'DELETE /api/account/sessions/s-laptop')).toHaveLength(1);
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    expect(toasts()).toContain('Device logged out');
  });

  it("draws each session's kind of device: a phone for an iPhone, not a laptop", async () => {
    const kinds = [
      { id: 's-iphone', device: 'Safari on iPhone', kind: 'phone', createdAt: minutesAgo(10), lastSeenAt: minutesAgo(3), current: false },
      { id: 's-ipad', device: 'Safari on iPad', kind: 'tablet', createdAt: minutesAgo(10), lastSeenAt: minutesAgo(4), current: false },
      { id: 's-here', device: 'Chrome on Linux', kind: 'desktop', createdAt: minutesAgo(10), lastSeenAt: minutesAgo(0), current: true },
      { id: 's-curl', device: 'curl', kind: 'unknown', createdAt: minutesAgo(10), lastSeenAt: minutesAgo(5), current: false },
    ];
    setup({ 'GET /api/account/sessions': apiAnswer(200, kinds) });
    fireEvent.click(screen.getByRole('tab', { name: 'Sessions' }));
    const items = await within(screen.getByRole('tabpanel', { name: 'Sessions' })).findAllByRole('listitem');
    const icons = items.map((item) => within(item).getByRole('img').getAttribute('aria-label'));
    expect(icons).toEqual(['Computer', 'Phone', 'Tablet', 'Device']);
  });

  it('shows a sessions load failure with a retry', async () => {
    let fail = true;
    setup({ 'GET /api/account/sessions': () => (fail ? apiAnswer(503, {}) : apiAnswer(200, sessions)) });
    fireEvent.click(screen.getByRole('tab', { name: 'Sessions' }));
    const panel = screen.getByRole('tabpanel', { name: 'Sessions' });
    expect((await within(panel).findByRole('alert')).textContent).toContain("Couldn't load your sessions.");
    fail = false;
    await clickButton('Try again', panel);
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('asks before deleting; Cancel keeps everything', () => {
    const fetchMock = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Danger Zone' }));
    expect(screen.getByText('This action is permanent and cannot be undone. All your data will be deleted.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Account Deletion' });
    expect(within(dialog).getByText('Are you sure you want to delete your account? This action cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'DELETE /api/account')).toHaveLength(0);
    expect(authStore.getSnapshot().isAuthenticated).toBe(true);
  });

  it('deletes: DELETE /api/account, toast, signed out, home', async () => {
    const fetchMock = setup({ 'DELETE /api/account': apiAnswer(204) });
    fireEvent.click(screen.getByRole('tab', { name: 'Danger Zone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await clickButton('Delete Account', screen.getByRole('dialog'));
    expect(callsTo(fetchMock, 'DELETE /api/account')).toHaveLength(1);
    expect(toasts()).toContain('Account deleted');
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('keeps the dialog open with the reason when deletion fails', async () => {
    setup({ 'DELETE /api/account': apiAnswer(500, { statusCode: 500, code: 'INTERNAL', message: 'boom' }) });
    fireEvent.click(screen.getByRole('tab', { name: 'Danger Zone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await clickButton('Delete Account', screen.getByRole('dialog'));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Account Deletion' });
    expect(within(dialog).getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(authStore.getSnapshot().isAuthenticated).toBe(true);
    expect(toasts()).not.toContain('Account deleted');
  });

  it('logs out from the button below the tabs: ends the server session, toast, home', async () => {
    const fetchMock = setup({ 'POST /api/auth/logout': apiAnswer(204) });
    await clickButton('Log Out');
    const [call] = callsTo(fetchMock, 'POST /api/auth/logout');
    expect((call.headers as Record<string, string>).Authorization).toBe(`Bearer ${TOKEN}`);
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth_state')).toBeNull();
    expect(toasts()).toContain('Logged out successfully');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('still signs out locally when the server cannot be reached', async () => {
    authStore.login(ada, TOKEN);
    const fetchMock = routeFetch({ 'GET /api/auth/me': apiAnswer(200, ada) });
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/auth/logout') throw new TypeError('Failed to fetch');
      return apiAnswer(200, ada);
    });
    renderPage(<AccountPage />, { route: '/account', browser: true });
    await clickButton('Log Out');
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
    expect(toasts()).toContain('Logged out successfully');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('goes home, not to sign in, when a menu outside the page logs out while it is open', async () => {
    // The top bar's account menu (or the phone's menu sheet) uses the same actions from outside the page.
    function MenuLogOut() {
      const actions = useAccountActions();
      return (
        <button type="button" onClick={() => void actions.logOut()}>
          Menu Log Out
        </button>
      );
    }
    authStore.login(ada, TOKEN);
    routeFetch({ 'GET /api/auth/me': apiAnswer(200, ada), 'POST /api/auth/logout': apiAnswer(204) });
    renderPage(
      <>
        <AccountPage />
        <MenuLogOut />
      </>,
      { route: '/account', browser: true },
    );
    await clickButton('Menu Log Out');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
    expect(toasts()).toContain('Logged out successfully');
  });

  it('leaves a signed-out render alone once the address has moved on (a navigation away is under way)', () => {
    // The router still shows /account (its transition to the next page pending) while the address is home.
    routeFetch({});
    window.history.replaceState(null, '', '/');
    renderPage(<AccountPage />, { route: '/account' });
    expect(screen.queryByTestId('location')).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('guards again on a later visit after a sign-out from the menu', async () => {
    authStore.login(ada, TOKEN);
    routeFetch({ 'GET /api/auth/me': apiAnswer(200, ada), 'POST /api/auth/logout': apiAnswer(204) });
    const { unmount } = renderPage(<AccountPage />, { route: '/account', browser: true });
    await clickButton('Log Out');
    unmount();
    renderPage(<AccountPage />, { route: '/account', browser: true });
    expect(screen.getByTestId('location').textContent).toBe('/login?next=%2Faccount');
  });
});
