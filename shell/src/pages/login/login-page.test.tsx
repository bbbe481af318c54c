import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { authStore, toastStore, type AuthUser } from '@atelier/runtime';
import { apiAnswer, callsTo, renderPage, routeFetch } from '../shared/test-utils';
import { LoginPage } from './login-page';

const user: AuthUser = { id: 'u-1', email: 'ada@example.com', name: 'ada', avatarUrl: null, plan: 'free', createdAt: '2025-01-01T00:00:00.000Z' };
const session = { token: 'tok_server', user };

function toasts() {
  return toastStore.getSnapshot().map((toast) => toast.message);
}

beforeEach(() => {
  localStorage.clear();
  authStore.logout();
  toastStore.getSnapshot().forEach((toast) => toastStore.dismiss(toast.id));
});

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

async function signIn(email = 'ada@example.com', password = 'violet-Harbor-47') {
  fill(/Email/, email);
  fill(/Password/, password);
  await click('Sign In');
}

describe(LoginPage.name, () => {
  it('shows Welcome Back, the sign-in line, required labelled fields, the sign-up link and the link option', () => {
    renderPage(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByText('Sign in to continue')).toBeTruthy();
    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    const password = screen.getByLabelText(/Password/) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(password.type).toBe('password');
    expect(password.required).toBe(true);
    expect(password.hasAttribute('minlength')).toBe(false);
    expect(screen.getByText(/Don't have an account\?/).textContent).toBe("Don't have an account? Sign up");
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeTruthy();
  });

  it('does not call the server while a required field is empty', async () => {
    const fetchMock = routeFetch({});
    renderPage(<LoginPage />, { route: '/login' });
    await click('Sign In');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
  });

  it('signs in with the server, stores the session, toasts and goes to /chat', async () => {
    const fetchMock = routeFetch({ 'POST /api/auth/login': apiAnswer(200, session) });
    renderPage(<LoginPage />, { route: '/login' });
    await signIn('ada@example.com', 'violet-Harbor-47');
    const [call] = callsTo(fetchMock, 'POST /api/auth/login');
    expect(JSON.parse(String(call.body))).toEqual({ email: 'ada@example.com', password: 'violet-Harbor-47' });
    expect(authStore.getSnapshot()).toMatchObject({ isAuthenticated: true, token: 'tok_server', user: { id: 'u-1', email: 'ada@example.com' } });
    expect(localStorage.getItem('auth_state')).toBe('true');
    expect(localStorage.getItem('auth_token')).toBe('tok_server');
    expect(JSON.parse(localStorage.getItem('user_data') ?? '{}')).toMatchObject({ email: 'ada@example.com' });
    expect(toasts()).toContain('Logged in successfully!');
    expect(screen.getByTestId('location').textContent).toBe('/chat');
  });

  it('shows a wrong password inline and stays, keeping the email and clearing the password', async () => {
    routeFetch({
      'POST /api/auth/login': apiAnswer(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password.' }),
    });
    renderPage(<LoginPage />, { route: '/login' });
    await signIn('ada@example.com', 'wrong-password');
    expect(screen.getByRole('alert').textContent).toBe('Incorrect email or password.');
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('location')).toBeNull();
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
    expect(toasts()).not.toContain('Logged in successfully!');
  });

  it('shows the throttling message', async () => {
    const message = 'Too many sign-in attempts. Try again in 15 minutes.';
    routeFetch({ 'POST /api/auth/login': apiAnswer(429, { statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message }, { 'Retry-After': '900' }) });
    renderPage(<LoginPage />, { route: '/login' });
    await signIn();
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  it('goes to a same-site next path and ignores one that points to another site', async () => {
    routeFetch({ 'POST /api/auth/login': apiAnswer(200, session) });
    const first = renderPage(<LoginPage />, { route: '/login?next=%2Faccount' });
    await signIn();
    expect(screen.getByTestId('location').textContent).toBe('/account');
    first.unmount();
    authStore.logout();
    renderPage(<LoginPage />, { route: '/login?next=%2F%2Fevil.example' });
    await signIn();
    expect(screen.getByTestId('location').textContent).toBe('/chat');
  });

  it('sends someone already signed in straight on', () => {
    authStore.login(user, 'tok_existing');
    routeFetch({});
    renderPage(<LoginPage />, { route: '/login?next=%2Faccount' });
    expect(screen.getByTestId('location').textContent).toBe('/account');
  });

  it('signs up with the server from the sign-up form, keeping next', async () => {
    const fetchMock = routeFetch({ 'POST /api/auth/signup': apiAnswer(201, { token: 'tok_new', user: { ...user, name: 'Ada Lovelace' } }) });
    renderPage(<LoginPage />, { route: '/login?next=%2Fpricing' });
    fireEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).toBeNull();
    fill(/Full Name/, ' Ada Lovelace ');
    fill(/Email/, 'ada@example.com');
    fill(/Password/, 'violet-Harbor-47');
    await click('Sign Up');
    const [call] = callsTo(fetchMock, 'POST /api/auth/signup');
    expect(JSON.parse(String(call.body))).toEqual({ email: 'ada@example.com', password: 'violet-Harbor-47', name: 'Ada Lovelace' });
    expect(authStore.getSnapshot()).toMatchObject({ token: 'tok_new', user: { name: 'Ada Lovelace' } });
    expect(toasts()).toContain('Account created! Welcome to Atelier.');
    expect(screen.getByTestId('location').textContent).toBe('/pricing');
  });

  it('checks the sign-up password length before asking the server', async () => {
    const fetchMock = routeFetch({});
    renderPage(<LoginPage />, { route: '/login?mode=signup' });
    fill(/Email/, 'ada@example.com');
    fill(/Password/, 'short');
    await click('Sign Up');
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows sign-up refusals from the server inline', async () => {
    routeFetch({
      'POST /api/auth/signup': apiAnswer(409, { statusCode: 409, code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' }),
    });
    renderPage(<LoginPage />, { route: '/login?mode=signup' });
    fill(/Email/, 'ada@example.com');
    fill(/Password/, 'violet-Harbor-47');
    await click('Sign Up');
    expect(screen.getByRole('alert').textContent).toBe('An account with this email already exists.');
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
  });

  it('asks for a sign-in link by email, with next, and shows the answer', async () => {
    const message = 'If that address can sign in, a sign-in link is on its way.';
    const fetchMock = routeFetch({ 'POST /api/auth/magic-link': apiAnswer(202, { message }) });
    renderPage(<LoginPage />, { route: '/login?next=%2Faccount' });
    fill(/Email/, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('ada@example.com');
    await click('Send sign-in link');
    const [call] = callsTo(fetchMock, 'POST /api/auth/magic-link');
    expect(JSON.parse(String(call.body))).toEqual({ email: 'ada@example.com', next: '/account' });
    expect(screen.getByRole('status').textContent).toBe(message);
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password instead' }));
    expect(screen.getByLabelText(/Password/)).toBeTruthy();
  });

  it('verifies a ?magic= link exactly once under StrictMode, signs in and goes to next', async () => {
    const fetchMock = routeFetch({ 'POST /api/auth/magic-link/verify': apiAnswer(200, session) });
    renderPage(<LoginPage />, { route: '/login?magic=one-time-token&next=%2Faccount', strict: true });
    expect(screen.getByRole('status').textContent).toBe('Signing you in...');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account'));
    const calls = callsTo(fetchMock, 'POST /api/auth/magic-link/verify');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0].body))).toEqual({ token: 'one-time-token' });
    expect(authStore.getSnapshot()).toMatchObject({ isAuthenticated: true, token: 'tok_server' });
    expect(toasts()).toEqual(['Logged in successfully!']);
  });

  it('shows an invalid or expired link and the normal form', async () => {
    routeFetch({
      'POST /api/auth/magic-link/verify': apiAnswer(400, { statusCode: 400, code: 'INVALID_MAGIC_LINK', message: 'This sign-in link is invalid or has expired.' }),
    });
    renderPage(<LoginPage />, { route: '/login?magic=used-token', strict: true });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This sign-in link is invalid or has expired.'));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
