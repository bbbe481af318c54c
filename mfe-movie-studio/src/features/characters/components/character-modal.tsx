import { useEffect, useId, useState } from 'react';
import { toast } from '@atelier/runtime';
import { Button, Modal, SegmentedControl, TextField } from '@atelier/ui';
import { FileDropZone } from '@atelier/ui/studio';
import type { MovieCharacterDto } from '@atelier/api-types';
import { TextAreaField } from '../../../lib/components/text-area-field';
import type { CharacterDraft } from '../hooks/use-character-actions';
import { newCharacterId } from '../../../lib/utils/new-ids';

export const BIO_MAX = 280;
export const NAME_MAX = 60;
const ROLES = ['Good Guy', 'Bad Guy', 'Neutral'] as const;
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export interface CharacterModalProps {
  open: boolean;
  /** The character to edit; null adds one. */
  character: MovieCharacterDto | null;
  saving: boolean;
  onSave: (draft: CharacterDraft, editing: boolean) => void;
  onClose: () => void;
}

/** Add/Edit Character: name, role, bio (cut at 280, counter n/280) and an optional avatar picture. */
export function CharacterModal({ open, character, saving, onSave, onClose }: CharacterModalProps) {
  const bioId = useId();
  const [name, setName] = useState('');
  const [role, setRole] = useState<(typeof ROLES)[number]>('Good Guy');
  const [bio, setBio] = useState('');
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [avatarFilename, setAvatarFilename] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setName(character?.name ?? '');
    setRole(character?.role ?? 'Good Guy');
    setBio(character?.bio ?? '');
    setAvatarFile(null);
    setAvatarFilename(character?.avatar_filename ?? null);
    setPreview(character?.avatar_url ?? null);
  }, [open, character]);

  useEffect(() => {
    if (!avatarFile) return undefined;
    const url = URL.createObjectURL(avatarFile);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatarFile]);

  const submit = () => {
    if (!name.trim() || !bio.trim()) {
      toast.show('Name and bio are required!', 'error');
      return;
    }
    onSave({ id: character?.id ?? newCharacterId(), name: name.trim(), role, bio: bio.trim(), avatarFilename, avatarFile }, !!character);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={character ? 'Edit Character' : 'Add Character'}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={saving}>
            {character ? 'Save Character' : 'Add Character'}
          </Button>
        </>
      }
    >
      <form
        className="movie-character-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField label="Name" required value={name} maxLength={NAME_MAX} onChange={(event) => setName(event.target.value)} />
        <SegmentedControl label="Role" options={ROLES.map((value) => ({ value, label: value }))} value={role} onChange={setRole} size="sm" />
        <TextAreaField
          id={bioId}
          label="Bio"
          rows={4}
          value={bio}
          required
          aria-describedby={`${bioId}-count`}
          onChange={(event) => setBio(event.target.value.slice(0, BIO_MAX))}
        >
          <p id={`${bioId}-count`} className="at-field__hint movie-counter" aria-live="polite">
            {bio.length}/{BIO_MAX}
          </p>
        </TextAreaField>
        <div className="movie-avatar-field">
          {preview ? <img className="movie-avatar movie-avatar--large" src={preview} alt={`Avatar of ${name || 'the character'}`} /> : null}
          <FileDropZone
            label={preview ? 'Replace avatar' : 'Choose avatar'}
            accept="image/png,image/jpeg,image/gif,image/webp"
            acceptDescription="PNG, JPEG, GIF or WebP"
            maxBytes={AVATAR_MAX_BYTES}
            hint="Optional: the character's face, shown in every scene it is in."
            onFiles={([file]) => setAvatarFile(file)}
            disabled={saving}
          />
          {preview ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setAvatarFile(null);
                setAvatarFilename(null);
                setPreview(null);
              }}
            >
              Remove avatar
            </Button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
