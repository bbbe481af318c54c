import type { FormEvent, ReactNode } from 'react';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { cx } from '../utils/cx';
import { AUTH_TEXT, passwordHint } from './auth-text';
import { PasswordField } from './password-field';
import './auth-form.css';

export type AuthFormMode = 'sign-in' | 'sign-up' | 'magic-link';

export interface AuthFormProps {
  mode: AuthFormMode;
  email: string;
  onEmailChange: (email: string) => void;
  password?: string;
  onPasswordChange?: (password: string) => void;
  /** Given: signing up asks for an optional full name too. */
  name?: string;
  onNameChange?: (name: string) => void;
  nameMaxLength?: number;
  /** Signing up shows 'At least N characters' under the password (the caller checks it). */
  passwordMinLength?: number;
  /** Line above the fields. */
  intro?: ReactNode;
  /** The refusal or validation message, announced. */
  error?: ReactNode;
  /**
   * A confirmation (e.g. 'link sent'). Pass `null` while there is none to keep the live region in
   * place, so the message is announced when it appears; leave undefined for no region at all.
   */
  status?: ReactNode;
  /** Overrides the mode's submit label (the busy label stays the vocabulary's). */
  submitLabel?: string;
  /** Extra actions under the submit button, inside the form (e.g. 'Sign in with password instead'). */
  actions?: ReactNode;
  busy?: boolean;
  /** The caller's own wiring: validation and the request. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Let the browser check required fields and the email's format (otherwise the caller does, with its own texts). */
  nativeValidation?: boolean;
  /** The way to the other modes (links or buttons), under the submit button. */
  modeSwitch?: ReactNode;
  /** Accessible name of the form. */
  label?: string;
  className?: string;
}

const SUBMIT: Record<AuthFormMode, { idle: string; busy: string }> = {
  'sign-in': { idle: AUTH_TEXT.signIn, busy: AUTH_TEXT.signingIn },
  'sign-up': { idle: AUTH_TEXT.signUp, busy: AUTH_TEXT.signingUp },
  'magic-link': { idle: AUTH_TEXT.sendLink, busy: AUTH_TEXT.sendingLink },
};

/**
 * The one sign-in / sign-up / sign-in-link form of the site: fields, password visibility, the
 * error and busy states and the mode switch look and read the same wherever someone signs in.
 * Presentational: the caller holds the values and decides what submitting does.
 */
export function AuthForm({
  mode,
  email,
  onEmailChange,
  password = '',
  onPasswordChange,
  name,
  onNameChange,
  nameMaxLength,
  passwordMinLength,
  intro,
  error,
  status,
  submitLabel,
  actions,
  busy = false,
  onSubmit,
  nativeValidation = true,
  modeSwitch,
  label,
  className,
}: AuthFormProps) {
  const signUp = mode === 'sign-up';
  const withPassword = mode !== 'magic-link';
  const submit = SUBMIT[mode];

  return (
    <div className={cx('at-auth-form', className)}>
      <form className="at-auth-form__form" onSubmit={onSubmit} noValidate={!nativeValidation} aria-label={label}>
        {intro ? <p className="at-auth-form__intro">{intro}</p> : null}
        {signUp && onNameChange ? (
          <TextField
            label={AUTH_TEXT.name}
            name="name"
            autoComplete="name"
            hint={AUTH_TEXT.nameHint}
            maxLength={nameMaxLength}
            value={name ?? ''}
            onChange={(event) => onNameChange(event.target.value)}
          />
        ) : null}
        <TextField
          label={AUTH_TEXT.email}
          name="email"
          type="email"
          autoComplete="email"
          required={nativeValidation}
          placeholder={AUTH_TEXT.emailPlaceholder}
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
        {withPassword ? (
          <PasswordField
            value={password}
            onChange={onPasswordChange}
            newPassword={signUp}
            required={nativeValidation}
            minLength={nativeValidation && signUp ? passwordMinLength : undefined}
            hint={signUp && passwordMinLength ? passwordHint(passwordMinLength) : undefined}
          />
        ) : null}
        {status !== undefined ? (
          <div role="status">{status ? <p className="at-auth-form__status">{status}</p> : null}</div>
        ) : null}
        {error ? (
          <p role="alert" className="at-auth-form__error">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" block loading={busy}>
          {busy ? submit.busy : (submitLabel ?? submit.idle)}
        </Button>
        {actions}
      </form>
      {modeSwitch ? <div className="at-auth-form__switch">{modeSwitch}</div> : null}
    </div>
  );
}
