import { useState, type FormEvent, type ReactNode } from 'react';
import { AuthForm as SharedAuthForm, passwordHint, passwordTooShort } from '@atelier/ui';
import { errorMessage } from '../shared/error-message';
import { validSubmission } from '../shared/valid-submission';
import type { SignUpValues } from './login-actions';

export type AuthMode = 'signin' | 'signup';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = passwordHint(PASSWORD_MIN_LENGTH);
export const PASSWORD_TOO_SHORT = passwordTooShort(PASSWORD_MIN_LENGTH);
export const NAME_MAX_LENGTH = 80;

interface Props {
  mode: AuthMode;
  /** Kept by the page so the sign-in link form starts with what was typed here. */
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: (values: SignUpValues) => Promise<void>;
  /** The way to the other mode and to a sign-in link. */
  modeSwitch?: ReactNode;
}

/**
 * /login's wiring of the site's one auth form (@atelier/ui AuthForm): email + password (+ optional
 * name when signing up). Required fields and the email format are checked by the browser; the
 * sign-up password length here. A refusal keeps the email and clears the password.
 */
export function AuthForm({ mode, email, onEmailChange, onSubmit, modeSwitch }: Props) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signUp = mode === 'signup';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!validSubmission(event)) return;
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
    <SharedAuthForm
      mode={signUp ? 'sign-up' : 'sign-in'}
      label={signUp ? 'Sign up' : 'Sign in'}
      email={email}
      onEmailChange={onEmailChange}
      password={password}
      onPasswordChange={setPassword}
      name={name}
      onNameChange={setName}
      nameMaxLength={NAME_MAX_LENGTH}
      passwordMinLength={PASSWORD_MIN_LENGTH}
      error={error}
      busy={busy}
      onSubmit={submit}
      modeSwitch={modeSwitch}
    />
  );
}
