import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { AuthProvider, useAuth } from './auth-provider';
import { authStore } from './auth-store';
import { checkSession, refreshUser } from './session-check';
import { jsonResponse } from '../testing/fake-fetch';
import { useFetchMock } from '../testing/fetch-harness';


function Probe() {
  const { isAuthenticated, user } = useAuth();
  return <p>{isAuthenticated ? `in:${user?.name}` : 'out'}</p>;
}

let sequence = 0;
/** A token no earlier test used: each token is checked once per page. */
function freshToken() {
  sequence += 1;
  return `tok_check_${sequence}`;
}

function storeSignIn(token: string, user = { id: 'u1', email: 'ada@example.com', name: 'ada' }) {
  localStorage.setItem('auth_token', token);
  localStorage.setItem('user_data', JSON.stringify(user));
  localStorage.setItem('auth_state', 'true');
  authStore.restore();
}

describe(checkSession.name, () => {
  const fetchMock = useFetchMock();

  it('asks GET /api/auth/me once on start with the stored token and refreshes the stored user', async () => {
    const token = freshToken();
    storeSignIn(token);
    fetchMock.mockResolvedValue(
      jsonResponse(200, { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', avatarUrl: null, plan: 'pro', createdAt: '2025-01-01T00:00:00.000Z' }),
    );
    render(
      <StrictMode>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </StrictMode>,
    );
    // Rendering does not wait for the server.
    expect(screen.getByText('in:ada')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('in:Ada Lovelace')).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/me');
    expect(init.method).toBe('GET');
    expect(init.headers.Authorization).toBe(`Bearer ${token}`);
    expect(JSON.parse(localStorage.getItem('user_data') ?? '{}')).toMatchObject({ name: 'Ada Lovelace', plan: 'pro' });
    expect(localStorage.getItem('auth_token')).toBe(token);
  });

  it('signs the browser out when the server says the session ended', async () => {
    storeSignIn(freshToken());
    fetchMock.mockResolvedValue(jsonResponse(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Session ended' }));
    render(<AuthProvider><Probe /></AuthProvider>);
    await waitFor(() => expect(screen.getByText('out')).toBeTruthy());
    expect(localStorage.getItem('auth_state')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('keeps the stored session when the server cannot be reached', async () => {
    storeSignIn(freshToken());
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<AuthProvider><Probe /></AuthProvider>);
    await act(async () => {
      await Promise.resolve();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('in:ada')).toBeTruthy();
    expect(localStorage.getItem('auth_state')).toBe('true');
  });

  it('makes no call when nobody is signed in, nor for a leftover sign-in without a token', async () => {
    localStorage.setItem('auth_state', 'true');
    localStorage.setItem('user_data', JSON.stringify({ id: 'x', email: 'kim@example.com', name: 'kim' }));
    authStore.restore();
    render(<AuthProvider><Probe /></AuthProvider>);
    await act(async () => {
      await checkSession();
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('out')).toBeTruthy();
  });

  it('ignores an answer that arrives after the browser signed out', async () => {
    storeSignIn(freshToken());
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    render(<AuthProvider><Probe /></AuthProvider>);
    act(() => authStore.logout());
    await act(async () => {
      answer(jsonResponse(200, { id: 'u1', email: 'ada@example.com', name: 'Ada' }));
      await Promise.resolve();
    });
    expect(screen.getByText('out')).toBeTruthy();
    expect(localStorage.getItem('user_data')).toBeNull();
  });
});

describe(refreshUser.name, () => {
  const fetchMock = useFetchMock();

  it('asks again even after the start-up check, and every reader sees the new plan and trial', async () => {
    const token = freshToken();
    storeSignIn(token);
    const trial = { plan: 'pro', endsAt: '2026-03-24T12:00:00.000Z', active: true };
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { id: 'u1', email: 'ada@example.com', name: 'ada', plan: 'free', trial: null }))
      .mockResolvedValueOnce(jsonResponse(200, { id: 'u1', email: 'ada@example.com', name: 'ada', plan: 'pro', trial }));
    function PlanProbe() {
      const { user } = useAuth();
      return <p>{`plan:${user?.plan}`}</p>;
    }
    render(<AuthProvider><PlanProbe /></AuthProvider>);
    await waitFor(() => expect(screen.getByText('plan:free')).toBeTruthy());

    let fresh: unknown;
    await act(async () => {
      fresh = await refreshUser();
    });

    expect(fresh).toMatchObject({ plan: 'pro', trial });
    expect(screen.getByText('plan:pro')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(localStorage.getItem('user_data') ?? '{}')).toMatchObject({ plan: 'pro', trial });
  });

  it('does nothing when signed out', async () => {
    await expect(refreshUser()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
