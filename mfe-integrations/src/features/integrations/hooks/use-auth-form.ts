import { useState, type FormEvent } from 'react';
import { loadPublicConfig, toast, useAuth } from '@atelier/runtime';
import type { AuthResponseDto } from '@atelier/api-types';
import { logIn } from '../api/log-in';
import { requestMagicLink } from '../api/request-magic-link';
import { signUp } from '../api/sign-up';
import type { AuthModalMode } from '../types';
import { authErrorText } from '../utils/auth-error-text';

/** The product's name for the sign-up welcome; the word mark's when the config cannot be read. */
async function productName(): Promise<string> {
  try {
    return (await loadPublicConfig()).product || 'Atelier';
  } catch {
    return 'Atelier';
  }
}

/** State and submit of the auth modal (spec 001 §4, §5, §8). `onSignedIn` closes the modal. */
export function useAuthForm(initialMode: AuthModalMode, onSignedIn: () => void) {
  const auth = useAuth();
  const [mode, setModeState] = useState<AuthModalMode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setMode = (next: AuthModalMode) => {
    setModeState(next);
    setError(null);
  };

  const finish = (session: AuthResponseDto, welcome: string) => {
    // One account for the whole site: the shell and every remote see this sign-in.
    auth.login(session.user, session.token);
    toast.success(welcome);
    onSignedIn();
  };

  const run = async () => {
    const address = email.trim();
    if (mode === 'magic') {
      if (!address) return setError('Email is required');
      try {
        await requestMagicLink(address);
        toast.success('Magic link sent! Check your email.');
        setMode('login');
      } catch (failure) {
        setError(authErrorText(failure, 'Failed to send magic link'));
      }
      return;
    }
    if (!address || !password) return setError('Email and password are required');
    const credentials = { email: address, password };
    try {
      if (mode === 'signup') finish(await signUp(credentials), `Welcome to ${await productName()}!`);
      else finish(await logIn(credentials), 'Welcome back!');
    } catch (failure) {
      setError(authErrorText(failure, mode === 'signup' ? 'Signup failed' : 'Login failed'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      await run();
    } finally {
      setBusy(false);
    }
  };

  return { mode, setMode, email, setEmail, password, setPassword, error, busy, submit };
}
