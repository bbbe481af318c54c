import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@atelier/ui';
import { errorMessage } from '../shared/error-message';
import { NAME_MAX_LENGTH, NAME_REQUIRED, NAME_TOO_LONG } from './account-constants';
import { AvatarPicker } from './avatar-picker';

interface Props {
  name: string;
  email: string;
  avatarUrl?: string | null;
  onSave: (name: string) => Promise<void>;
  onUploadAvatar: (file: File) => Promise<void>;
}

function nameProblem(name: string): string | null {
  if (!name) return NAME_REQUIRED;
  if (name.length > NAME_MAX_LENGTH) return NAME_TOO_LONG;
  return null;
}

export function ProfileTab({ name, email, avatarUrl, onSave, onUploadAvatar }: Props) {
  const [fullName, setFullName] = useState(name);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = fullName.trim();
    const problem = nameProblem(trimmed);
    setFieldError(problem);
    setSaveError(null);
    if (problem) return;
    setBusy(true);
    try {
      await onSave(trimmed);
      setFullName(trimmed);
    } catch (caught) {
      setSaveError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-card account-profile" onSubmit={submit} aria-label="Profile" noValidate>
      <AvatarPicker name={fullName || email} avatarUrl={avatarUrl} onUpload={onUploadAvatar} />
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        value={fullName}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? 'account-profile-error' : undefined}
        onChange={(event) => {
          setFullName(event.target.value);
          setFieldError(null);
        }}
      />
      <TextField label="Email" name="email" type="email" value={email} disabled readOnly />
      {fieldError || saveError ? (
        <p id="account-profile-error" role="alert" className="page-alert page-alert--error">
          {fieldError ?? saveError}
        </p>
      ) : null}
      <div className="account-card__actions">
        <Button type="submit" loading={busy}>
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
