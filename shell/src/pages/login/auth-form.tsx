import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@atelier/ui';
import type { SignUpValues } from './login-actions';

export type AuthMode = 'signin' | 'signup';

interface Props {
  mode: AuthMode;
  onSubmit: (values: SignUpValues) => Promise<void>;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** Email + password (+ optional name when signing up); required fields are enforced by the browser. */
export function AuthForm({ mode, onSubmit }: Props) {
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
    const data = new FormData(form);
    setBusy(true);
    setError(null);
    try {
      await onSubmit({
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
        name: signUp ? String(data.get('name') ?? '') : undefined,
      });
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="login-form" onSubmit={submit} aria-label={signUp ? 'Sign up' : 'Sign in'}>
      {signUp ? <TextField label="Full Name" name="name" autoComplete="name" hint="Optional" /> : null}
      <TextField label="Email" name="email" type="email" autoComplete="email" required placeholder="you@example.com" />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete={signUp ? 'new-password' : 'current-password'}
        required
      />
      {error ? (
        <p role="alert" className="page-alert page-alert--error">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={busy}>
        {signUp ? 'Sign Up' : 'Sign In'}
      </Button>
    </form>
  );
}
