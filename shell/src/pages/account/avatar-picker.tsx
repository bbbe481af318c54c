import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@atelier/ui';
import { errorMessage } from '../shared/error-message';
import { Avatar } from './avatar';
import { avatarFileProblem } from './avatar-file';

interface Props {
  name: string;
  avatarUrl?: string | null;
  onUpload: (file: File) => Promise<void>;
}

/** The avatar with an Upload Avatar button: checks type and size here, then uploads; problems show inline. */
export function AvatarPicker({ name, avatarUrl, onUpload }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onUpload(file);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-profile__upload">
      <div className="account-profile__avatar">
        <Avatar name={name} avatarUrl={avatarUrl} alt="Your avatar" />
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()} loading={busy}>
          {busy ? 'Uploading...' : 'Upload Avatar'}
        </Button>
        <input ref={input} type="file" accept="image/*" hidden tabIndex={-1} onChange={pick} />
      </div>
      {error ? (
        <p role="alert" className="page-alert page-alert--error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
