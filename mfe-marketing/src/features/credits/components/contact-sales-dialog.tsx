import { useId, useState, type FormEvent } from 'react';
import { ApiError, NetworkError, useAuth } from '@atelier/runtime';
import { Button, FieldLabel, Modal, TextField } from '@atelier/ui';
import type { MarketingPlanDto } from '@atelier/api-types';
import { contactSales } from '../api/contact-sales';

/** The backend's limits (ContactSalesDto), checked here first so the form says what to fix. */
const LIMITS = { name: 100, company: 120, message: 2000 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FAILED = 'Your message could not be sent. Please try again.';

type Field = 'name' | 'email' | 'company' | 'message';
type Values = Record<Field, string>;

function problems(values: Values): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) found.name = 'Enter your name.';
  if (!EMAIL.test(values.email.trim())) found.email = 'Enter a valid email address.';
  if (!values.company.trim()) found.company = 'Enter your company.';
  if (!values.message.trim()) found.message = 'Tell us what you need.';
  return found;
}

function failureText(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError && error.status < 500 && !error.code.startsWith('HTTP_') && error.message) return error.message;
  return FAILED;
}

interface ContactSalesDialogProps {
  plan: MarketingPlanDto;
  onClose: () => void;
}

/** Elite's "Contact sales": name, email, company and message, validated, sent to the sales team. */
export function ContactSalesDialog({ plan, onClose }: ContactSalesDialogProps) {
  const { user } = useAuth();
  const [values, setValues] = useState<Values>({ name: user?.name ?? '', email: user?.email ?? '', company: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      setSent((await contactSales({ ...values, plan: 'elite' })).message);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={`Contact sales about ${plan.name}`} size="sm" className="mkt-contact">
      {sent ? (
        <div className="mkt-contact__sent">
          <p role="status">{sent}</p>
          <Button onClick={onClose}>Close</Button>
        </div>
      ) : (
        <form className="mkt-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
          <TextField label="Name" required autoComplete="name" maxLength={LIMITS.name} value={values.name} onChange={set('name')} error={errors.name} />
          <TextField label="Work email" type="email" required autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
          <TextField label="Company" required autoComplete="organization" maxLength={LIMITS.company} value={values.company} onChange={set('company')} error={errors.company} />
          <MessageField value={values.message} onChange={set('message')} error={errors.message} />
          {failure ? (
            <p className="mkt-error" role="alert">
              {failure}
            </p>
          ) : null}
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Sending...' : 'Send to sales'}
          </Button>
        </form>
      )}
    </Modal>
  );
}

/** A multi-line field laid out like the design system's TextField (label, error under it). */
function MessageField({ value, onChange, error }: { value: string; onChange: (event: { target: { value: string } }) => void; error?: string }) {
  const id = useId();
  return (
    <div className={`at-field${error ? ' at-field--invalid' : ''}`}>
      <FieldLabel htmlFor={`${id}-message`} required>
        Message
      </FieldLabel>
      <textarea
        id={`${id}-message`}
        className="mkt-textarea"
        rows={4}
        required
        maxLength={LIMITS.message}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message-error` : undefined}
      />
      {error ? (
        <p id={`${id}-message-error`} className="at-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
