import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@atelier/ui';
import { errorMessage } from '../shared/error-message';
import { requestMagicLink } from './api/request-magic-link';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  /** Same-site path the mailed link returns to, when the visitor came from one. */
  next?: string;
  /** Back to the email + password form. */
  onUsePassword: () => void;
}

type SendState = { status: 'idle' | 'busy' } | { status: 'sent'; message: string } | { status: 'error'; message: string };

/** Asks for a one-time sign-in link by email; the server's answer is the same whether or not the address has an account. */
export function MagicLinkForm({ email, onEmailChange, next, onUsePassword }: Props) {
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const busy = state.status === 'busy';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    setState({ status: 'busy' });
    try {
      setState({ status: 'sent', message: await requestMagicLink(email.trim(), next) });
    } catch (error) {
      setState({ status: 'error', message: errorMessage(error) });
    }
  };

  return (
    <form className="login-form" onSubmit={submit} aria-label="Sign-in link">
      <p className="page-muted login-form__intro">Enter your email and we'll send you a link that signs you in. No password needed.</p>
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
      {/* Always present so the confirmation is announced when it appears. */}
      <div role="status">{state.status === 'sent' ? <p className="page-alert page-alert--success">{state.message}</p> : null}</div>
      {state.status === 'error' ? (
        <p role="alert" className="page-alert page-alert--error">
          {state.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={busy}>
        {busy ? 'Sending...' : 'Send sign-in link'}
      </Button>
      <Button variant="ghost" block onClick={onUsePassword} disabled={busy}>
        Sign in with password instead
      </Button>
    </form>
  );
}
