import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@atelier/ui';
import { NOTIFY_ERROR, notifySuccessMessage } from './academy-content';
import { requestLaunchNotice } from './notify-api';

type NotifyState = { status: 'idle' | 'busy' | 'error' } | { status: 'done'; email: string };

export function NotifyForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<NotifyState>({ status: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    const address = email.trim();
    setState({ status: 'busy' });
    try {
      await requestLaunchNotice(address);
      setState({ status: 'done', email: address });
    } catch {
      setState({ status: 'error' });
    }
  };

  return (
    <form className="academy-notify" onSubmit={submit} aria-label="Launch notice">
      <div className="academy-notify__row">
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="academy-notify__field"
        />
        <Button type="submit" loading={state.status === 'busy'} className="academy-notify__button">
          Notify Me
        </Button>
      </div>
      {/* Always present so the confirmation is announced when it appears. */}
      <div role="status">
        {state.status === 'done' ? <p className="page-alert page-alert--success">{notifySuccessMessage(state.email)}</p> : null}
      </div>
      {state.status === 'error' ? (
        <p role="alert" className="page-alert page-alert--error">
          {NOTIFY_ERROR}
        </p>
      ) : null}
    </form>
  );
}
