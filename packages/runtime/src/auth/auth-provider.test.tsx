import { act, render, renderHook, screen } from '@testing-library/react';
import { AuthProvider, useAuth } from './auth-provider';
import { authStore } from './auth-store';

function Probe() {
  const { isAuthenticated, user } = useAuth();
  return <p>{isAuthenticated ? `in:${user?.email}` : 'out'}</p>;
}

describe(AuthProvider.name, () => {
  beforeEach(() => {
    localStorage.clear();
    authStore.restore();
    // The provider confirms stored sessions with the server; these tests are about storage only.
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
  });

  it('treats a stored sign-in without a token (the old local sign-in) as signed out and clears it', () => {
    localStorage.setItem('auth_state', 'true');
    localStorage.setItem('user_data', JSON.stringify({ id: 'x', email: 'kim@example.com', name: 'kim' }));
    authStore.restore();
    render(<AuthProvider><Probe /></AuthProvider>);
    expect(screen.getByText('out')).toBeTruthy();
    expect(localStorage.getItem('auth_state')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
  });

  it('throws a clear error when useAuth is used outside the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });

  it('persists sign-in under auth_state and user_data plus the token', () => {
    render(<AuthProvider><Probe /></AuthProvider>);
    act(() => authStore.login({ id: 'abc123def', email: 'ada@example.com', name: 'ada' }, 'tok_1'));
    expect(screen.getByText('in:ada@example.com')).toBeTruthy();
    expect(localStorage.getItem('auth_state')).toBe('true');
    expect(JSON.parse(localStorage.getItem('user_data') ?? '{}')).toEqual({ id: 'abc123def', email: 'ada@example.com', name: 'ada' });
    expect(localStorage.getItem('auth_token')).toBe('tok_1');
  });

  it('restores a stored session on load', () => {
    localStorage.setItem('auth_state', 'true');
    localStorage.setItem('user_data', JSON.stringify({ id: 'x', email: 'kim@example.com', name: 'kim' }));
    localStorage.setItem('auth_token', 'tok_restore');
    authStore.restore();
    render(<AuthProvider><Probe /></AuthProvider>);
    expect(screen.getByText('in:kim@example.com')).toBeTruthy();
  });

  it('ignores user_data unless auth_state is the string true', () => {
    localStorage.setItem('auth_state', 'false');
    localStorage.setItem('user_data', JSON.stringify({ id: 'x', email: 'kim@example.com', name: 'kim' }));
    authStore.restore();
    render(<AuthProvider><Probe /></AuthProvider>);
    expect(screen.getByText('out')).toBeTruthy();
  });

  it('removes both stored values on logout', () => {
    authStore.login({ id: 'x', email: 'a@b.co', name: 'a' }, 't');
    render(<AuthProvider><Probe /></AuthProvider>);
    act(() => authStore.logout());
    expect(screen.getByText('out')).toBeTruthy();
    expect(localStorage.getItem('auth_state')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('follows a sign-out made in another tab', () => {
    authStore.login({ id: 'x', email: 'a@b.co', name: 'a' }, 'tok_tab');
    render(<AuthProvider><Probe /></AuthProvider>);
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth_state' }));
    });
    expect(screen.getByText('out')).toBeTruthy();
  });

  it('follows a sign-in made in another tab', () => {
    render(<AuthProvider><Probe /></AuthProvider>);
    localStorage.setItem('auth_token', 'tok_other_tab');
    localStorage.setItem('user_data', JSON.stringify({ id: 'y', email: 'lin@example.com', name: 'lin' }));
    localStorage.setItem('auth_state', 'true');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth_state' }));
    });
    expect(screen.getByText('in:lin@example.com')).toBeTruthy();
  });
});
