import { act, fireEvent, screen } from '@testing-library/react';
import { authStore, toastStore } from '@atelier/runtime';
import { renderPage } from '../shared/test-utils';
import { LoginPage } from './login-page';

beforeEach(() => {
  localStorage.clear();
  authStore.logout();
});

async function signIn(email = 'ada@example.com', password = 'secret') {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  });
}

describe(LoginPage.name, () => {
  it('shows Welcome Back, the sign-in line, required labelled fields and the sign-up link', () => {
    renderPage(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByText('Sign in to continue')).toBeTruthy();
    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    const password = screen.getByLabelText(/Password/) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(password.type).toBe('password');
    expect(password.required).toBe(true);
    expect(screen.getByText(/Don't have an account\?/).textContent).toBe("Don't have an account? Sign up");
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
  });

  it('does not sign in while a required field is empty', async () => {
    renderPage(<LoginPage />, { route: '/login' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    });
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
  });

  it('signs in locally, toasts and goes to /chat', async () => {
    renderPage(<LoginPage />, { route: '/login' });
    await signIn('ada@example.com');
    const { isAuthenticated, user } = authStore.getSnapshot();
    expect(isAuthenticated).toBe(true);
    expect(user?.email).toBe('ada@example.com');
    expect(user?.name).toBe('ada');
    expect(user?.id).toHaveLength(9);
    expect(localStorage.getItem('auth_state')).toBe('true');
    expect(toastStore.getSnapshot().some((toast) => toast.message === 'Logged in successfully!')).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/chat');
  });

  it('goes to a same-site next path', async () => {
    renderPage(<LoginPage />, { route: '/login?next=%2Faccount' });
    await signIn();
    expect(screen.getByTestId('location').textContent).toBe('/account');
  });

  it('ignores a next that points to another site', async () => {
    renderPage(<LoginPage />, { route: '/login?next=%2F%2Fevil.example' });
    await signIn();
    expect(screen.getByTestId('location').textContent).toBe('/chat');
  });

  it('switches to a sign-up form that signs in the same local way, keeping next', async () => {
    renderPage(<LoginPage />, { route: '/login?next=%2Fpricing' });
    fireEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    });
    expect(authStore.getSnapshot().user?.name).toBe('Ada Lovelace');
    expect(screen.getByTestId('location').textContent).toBe('/pricing');
  });
});
