import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@atelier/ui';
import type { ProfileValues } from './account-actions';
import { Avatar } from './avatar';

interface Props {
  name: string;
  email: string;
  avatarUrl?: string;
  onSave: (values: ProfileValues) => Promise<void>;
  onUploadAvatar: () => void;
}

export function ProfileTab({ name, email, avatarUrl, onSave, onUploadAvatar }: Props) {
  const [fullName, setFullName] = useState(name);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSave({ name: fullName.trim() });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-card account-profile" onSubmit={submit} aria-label="Profile">
      <div className="account-profile__avatar">
        <Avatar name={fullName || email} avatarUrl={avatarUrl} />
        <Button variant="secondary" size="sm" onClick={onUploadAvatar}>
          Upload Avatar (Mock)
        </Button>
      </div>
      <TextField label="Full Name" name="name" autoComplete="name" value={fullName} onChange={(event) => setFullName(event.target.value)} />
      <TextField label="Email" name="email" type="email" value={email} disabled readOnly />
      <div className="account-card__actions">
        <Button type="submit" loading={busy}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
