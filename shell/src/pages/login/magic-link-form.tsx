import { useState, type FormEvent, type ReactNode } from 'react';
import { AuthForm, Button } from '@atelier/ui';
import { errorMessage } from '../shared/error-message';
import { validSubmission } from '../shared/valid-submission';
import { requestMagicLink } from './api/request-magic-link';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  /** Same-site path the mailed link returns to, when the visitor came from one. */
  next?: string;
  /** Back to the email + password form. */
  onUsePassword: () => void;
  modeSwitch?: ReactNode;
}

type SendState = { status: 'idle' | 'busy' } | { status: 'sent'; message: string } | { status: 'error'; message: string };

/** Asks for a one-time sign-in link by email; the server's answer is the same whether or not the address has an account. */
export function MagicLinkForm({ email, onEmailChange, next, onUsePassword, modeSwitch }: Props) {
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const busy = state.status === 'busy';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!validSubmission(event)) return;
    setState({ status: 'busy' });
    try {
      setState({ status: 'sent', message: await requestMagicLink(email.trim(), next) });
    } catch (error) {
      setState({ status: 'error', message: errorMessage(error) });
    }
  };

  return (
    <AuthForm
      mode="magic-link"
      label="Sign-in link"
      intro="Enter your email and we'll send you a link that signs you in. No password needed."
      email={email}
      onEmailChange={onEmailChange}
      status={state.status === 'sent' ? state.message : null}
      error={state.status === 'error' ? state.message : null}
      busy={busy}
      submitLabel="Send sign-in link"
      onSubmit={submit}
      actions={
        <Button variant="ghost" block onClick={onUsePassword} disabled={busy}>
          Sign in with password instead
        </Button>
      }
      modeSwitch={modeSwitch}
    />
  );
}
