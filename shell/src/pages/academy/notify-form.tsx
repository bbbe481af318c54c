import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@atelier/ui';
import { errorMessage } from '../shared/error-message';
import { validSubmission } from '../shared/valid-submission';
import { NOTIFY_ERROR } from './academy-content';
import { requestLaunchNotice } from './notify-api';

type NotifyState = { status: 'idle' | 'busy' } | { status: 'done' | 'error'; message: string };

export function NotifyForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<NotifyState>({ status: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!validSubmission(event)) return;
    setState({ status: 'busy' });
    try {
      const message = await requestLaunchNotice(email.trim());
      setEmail('');
      setState({ status: 'done', message });
    } catch (error) {
      setState({ status: 'error', message: errorMessage(error, NOTIFY_ERROR) });
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
          {state.status === 'busy' ? 'Saving...' : 'Notify Me'}
        </Button>
      </div>
      {/* Always present so the confirmation is announced when it appears. */}
      <div role="status">
        {state.status === 'done' ? <p className="page-alert page-alert--success">{state.message}</p> : null}
      </div>
      {state.status === 'error' ? (
        <p role="alert" className="page-alert page-alert--error">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
