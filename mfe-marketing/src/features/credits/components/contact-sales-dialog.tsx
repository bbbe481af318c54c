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
  const id = useId();
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
      const answer = await contactSales({ ...values, plan: 'elite' });
      setSent(answer.message);
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
          <div className={`at-field${errors.message ? ' at-field--invalid' : ''}`}>
            <FieldLabel htmlFor={`${id}-message`} required>
              Message
            </FieldLabel>
            <textarea
              id={`${id}-message`}
              className="mkt-textarea"
              rows={4}
              required
              maxLength={LIMITS.message}
              value={values.message}
              onChange={set('message')}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? `${id}-message-error` : undefined}
            />
            {errors.message ? (
              <p id={`${id}-message-error`} className="at-field__error">
                {errors.message}
              </p>
            ) : null}
          </div>
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
