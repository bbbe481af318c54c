import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@atelier/ui';
import { errorMessage } from '../shared/error-message';
import type { SignUpValues } from './login-actions';

export type AuthMode = 'signin' | 'signup';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const NAME_MAX_LENGTH = 80;

interface Props {
  mode: AuthMode;
  /** Kept by the page so the sign-in link form starts with what was typed here. */
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: (values: SignUpValues) => Promise<void>;
}

/**
 * Email + password (+ optional name when signing up). Required fields and the email format are
 * checked by the browser; the sign-up password length here. A refusal keeps the email and clears the password.
 */
export function AuthForm({ mode, email, onEmailChange, onSubmit }: Props) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signUp = mode === 'signup';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    // The browser enforces minLength only on typed input, so check it here too.
    if (signUp && password.length < PASSWORD_MIN_LENGTH) {
      setError(PASSWORD_TOO_SHORT);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ email: email.trim(), password, name: signUp ? name.trim() || undefined : undefined });
    } catch (caught) {
      setError(errorMessage(caught));
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <form className="login-form" onSubmit={submit} aria-label={signUp ? 'Sign up' : 'Sign in'}>
      {signUp ? (
        <TextField
          label="Full Name"
          name="name"
          autoComplete="name"
          hint="Optional"
          maxLength={NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      ) : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder="you@example.com"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete={signUp ? 'new-password' : 'current-password'}
        required
        minLength={signUp ? PASSWORD_MIN_LENGTH : undefined}
        hint={signUp ? PASSWORD_HINT : undefined}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error ? (
        <p role="alert" className="page-alert page-alert--error">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={busy}>
        {signUp ? (busy ? 'Creating account...' : 'Sign Up') : busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
