import { useId, useState, type ReactNode } from 'react';
import { TextField } from '../text-field/text-field';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { AUTH_TEXT } from './auth-text';

interface Props {
  value: string;
  onChange?: (value: string) => void;
  /** Signing up: the browser offers a new password rather than a saved one. */
  newPassword: boolean;
  required: boolean;
  minLength?: number;
  hint?: ReactNode;
}

/** The password input with a Show / Hide toggle on its label's line. */
export function PasswordField({ value, onChange, newPassword, required, minLength, hint }: Props) {
  const [shown, setShown] = useState(false);
  const id = `${useId()}-password`;
  return (
    <div className="at-auth-form__password">
      <TextField
        id={id}
        label={AUTH_TEXT.password}
        name="password"
        type={shown ? 'text' : 'password'}
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        required={required}
        minLength={minLength}
        hint={hint}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {/* Named by its text, not aria-label, so "Password" still names only the field. */}
      <button type="button" className="at-auth-form__reveal" aria-controls={id} aria-pressed={shown} onClick={() => setShown((now) => !now)}>
        {shown ? AUTH_TEXT.hidePassword : AUTH_TEXT.showPassword}
        <VisuallyHidden> password</VisuallyHidden>
      </button>
    </div>
  );
}
