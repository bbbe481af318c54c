import { act, fireEvent, screen, within } from '@testing-library/react';
import { authStore } from '@atelier/runtime';
import { bodyOf, callsTo, jsonResponse, routeFetch } from '@atelier/runtime/testing';
import { renderScreen, resetBrowserState, toastTexts } from '../../../test/render-screen';
import { AuthModal } from './auth-modal';
import { IntegrationsScreen } from './integrations-screen';

const fetchMock = jest.fn();
const USER = { id: 'u1', email: 'dev@example.com', name: 'dev' };
const PLANS = [{ id: 'free', name: 'Free', price_monthly: 0, tokens: 100, images: 3, videos: 1 }];

beforeEach(() => {
  resetBrowserState(fetchMock);
  // The dashboard behind the modal logs its failed usage load; that is not under test here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function openModal(routes: Parameters<typeof routeFetch>[1] = {}) {
  routeFetch(fetchMock, {
    'GET /api/integrations/plans': () => jsonResponse(200, PLANS),
    'GET /api/config/public': () => jsonResponse(200, { product: 'Atelier', engines: {}, features: {}, modules: [] }),
    'GET /api/integrations/keys': () => jsonResponse(200, []),
    'GET /api/integrations/usage': () => jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }),
    ...routes,
  });
  await renderScreen(<IntegrationsScreen />);
  fireEvent.click(screen.getByRole('button', { name: 'Get Your Free API Key' }));
  return screen.getByRole('dialog');
}

const fill = (label: string, value: string) => fireEvent.change(within(screen.getByRole('dialog')).getByLabelText(label), { target: { value } });
const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name }));
  });
};
const title = () => within(screen.getByRole('dialog')).getByRole('heading', { level: 2 }).textContent;

describe(AuthModal.name, () => {
  it('moves between login, signup and magic link with their titles and links', async () => {
    const dialog = await openModal();
    expect(title()).toBe('Unlock Your API Keys');
    expect(dialog.textContent).toContain('By continuing, you agree to our Terms of Service and Privacy Policy.');
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(title()).toBe('Create Account');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(title()).toBe('Unlock Your API Keys');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Use magic link instead' }));
    expect(title()).toBe('Get Magic Link');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to login' }));
    expect(title()).toBe('Unlock Your API Keys');
  });

  it('asks for both fields before signing in or up, and for the email before a magic link', async () => {
    const dialog = await openModal();
    fill('Email', 'dev@example.com');
    await submit('Sign In');
    expect(within(dialog).getByRole('alert').textContent).toBe('Email and password are required');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    fill('Email', '   ');
    fill('Password', 'secret-123');
    await submit('Sign Up');
    expect(within(dialog).getByRole('alert').textContent).toBe('Email and password are required');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use magic link instead' }));
    fill('Email', '');
    await submit('Send Magic Link');
    expect(within(dialog).getByRole('alert').textContent).toBe('Email is required');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/auth/'))).toHaveLength(0);
  });

  it("shows the server's detail for a wrong password and the fallback without one", async () => {
    const dialog = await openModal({
      'POST /api/integrations/auth/login': [
        () => jsonResponse(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password.', detail: 'Incorrect email or password.' }),
        () => ({ ok: false, status: 502, statusText: 'Bad Gateway', headers: new Headers(), json: async () => { throw new SyntaxError('html'); } }) as unknown as Response,
      ],
    });
    fill('Email', 'dev@example.com');
    fill('Password', 'wrong-one');
    await submit('Sign In');
    expect(within(dialog).getByRole('alert').textContent).toBe('Incorrect email or password.');
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/integrations/auth/login')[0][1])).toEqual({ email: 'dev@example.com', password: 'wrong-one' });

    await submit('Sign In');
    expect(within(dialog).getByRole('alert').textContent).toBe('Login failed');
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
  });

  it('reports a request that got no answer as a connection error', async () => {
    const dialog = await openModal({ 'POST /api/integrations/auth/signup': () => Promise.reject(new TypeError('Failed to fetch')) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    fill('Email', 'dev@example.com');
    fill('Password', 'secret-123');
    await submit('Sign Up');
    expect(within(dialog).getByRole('alert').textContent).toBe('Connection error. Please try again.');
  });

  it('falls back to "Signup failed" and "Failed to send magic link" without a detail', async () => {
    const bare = () => ({ ok: false, status: 500, statusText: '', headers: new Headers(), json: async () => ({}) }) as unknown as Response;
    const dialog = await openModal({ 'POST /api/integrations/auth/signup': bare, 'POST /api/integrations/auth/magic': bare });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    fill('Email', 'dev@example.com');
    fill('Password', 'secret-123');
    await submit('Sign Up');
    expect(within(dialog).getByRole('alert').textContent).toBe('Signup failed');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use magic link instead' }));
    await submit('Send Magic Link');
    expect(within(dialog).getByRole('alert').textContent).toBe('Failed to send magic link');
  });

  it('sends a magic link, says so and returns to login', async () => {
    const dialog = await openModal({ 'POST /api/integrations/auth/magic': () => jsonResponse(202, { message: 'ok' }) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use magic link instead' }));
    fill('Email', ' dev@example.com ');
    await submit('Send Magic Link');
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/integrations/auth/magic')[0][1])).toEqual({ email: 'dev@example.com' });
    expect(toastTexts()).toContain('Magic link sent! Check your email.');
    expect(title()).toBe('Unlock Your API Keys');
  });

  it('signs the whole site in on sign-up and shows the dashboard', async () => {
    const dialog = await openModal({ 'POST /api/integrations/auth/signup': () => jsonResponse(201, { token: 'tok-1', user: USER }) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    fill('Email', 'dev@example.com');
    fill('Password', 'secret-123');
    await submit('Sign Up');

    expect(authStore.getSnapshot()).toMatchObject({ isAuthenticated: true, token: 'tok-1', user: USER });
    expect(toastTexts()).toContain('Welcome to Atelier!');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('dev@example.com')).toBeTruthy();
  });

  it('says welcome back on login', async () => {
    const dialog = await openModal({ 'POST /api/integrations/auth/login': () => jsonResponse(200, { token: 'tok-2', user: USER }) });
    fill('Email', 'dev@example.com');
    fill('Password', 'secret-123');
    await submit('Sign In');
    expect(dialog.isConnected).toBe(false);
    expect(toastTexts()).toContain('Welcome back!');
    expect(authStore.getSnapshot().token).toBe('tok-2');
  });
});
