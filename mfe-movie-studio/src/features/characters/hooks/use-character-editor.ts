import { useState } from 'react';
import { useDialogs } from '@atelier/ui';
import type { MovieCharacterDto } from '@atelier/api-types';
import type { CharacterBibleProps } from '../components/character-bible';
import type { CharacterModalProps } from '../components/character-modal';
import { useCharacterActions } from './use-character-actions';

/**
 * The Character Bible's dialogs: Add/Edit Character (closed once saved, open with what was typed when
 * saving fails) and the question before a character is deleted.
 */
export function useCharacterEditor(owner: string, projectRef: string, adopt: (serverId: string) => void) {
  const actions = useCharacterActions(owner, projectRef, adopt);
  const dialogs = useDialogs();
  // null: closed; `character` null: adding one.
  const [editing, setEditing] = useState<{ character: MovieCharacterDto | null } | null>(null);

  const confirmDelete = async (character: MovieCharacterDto) => {
    const ok = await dialogs.confirm({ title: `Delete ${character.name}?`, message: 'Scenes with this character go out of date.', confirmLabel: 'Delete', tone: 'danger' });
    if (ok) actions.remove.mutate(character.id);
  };

  const bible: Omit<CharacterBibleProps, 'characters'> = {
    busy: actions.remove.isPending,
    onAdd: () => setEditing({ character: null }),
    onEdit: (character) => setEditing({ character }),
    onDelete: (character) => void confirmDelete(character),
  };
  const modal: CharacterModalProps = {
    open: editing !== null,
    character: editing?.character ?? null,
    saving: actions.save.isPending,
    onClose: () => setEditing(null),
    onSave: (draft, isEdit) => actions.save.mutate({ draft, editing: isEdit }, { onSuccess: () => setEditing(null) }),
  };
  return { bible, modal };
}
