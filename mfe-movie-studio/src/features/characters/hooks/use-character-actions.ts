import { useMutation } from '@tanstack/react-query';
import { toast } from '@atelier/runtime';
import type { MovieCharacterInputDto } from '@atelier/api-types';
import { deleteCharacter } from '../api/delete-character';
import { useProjectReload } from '../../../lib/hooks/use-project-reload';
import { saveCharacter, uploadAvatar } from '../api/save-character';

export interface CharacterDraft {
  id: string;
  name: string;
  role: MovieCharacterInputDto['role'];
  bio: string;
  /** The avatar it has now (kept unless replaced or removed). */
  avatarFilename: string | null;
  /** A new picture to upload first. */
  avatarFile: File | null;
}

/**
 * The Character Bible's writes, with the spec's toasts: 'Character added!' / 'Character updated!' /
 * 'Failed to save character.', 'Character deleted!' / 'Failed to delete character.', then a reload.
 */
export function useCharacterActions(owner: string, projectRef: string, adopt: (serverId: string) => void) {
  const reload = useProjectReload(owner);

  const save = useMutation({
    mutationFn: async ({ draft }: { draft: CharacterDraft; editing: boolean }) => {
      // The avatar goes up first (it may create the project); the character then names it.
      const uploaded = draft.avatarFile ? await uploadAvatar(projectRef, draft.avatarFile) : null;
      return saveCharacter({
        project_id: projectRef,
        character: { id: draft.id, name: draft.name, role: draft.role, bio: draft.bio, avatar_filename: uploaded?.avatar_filename ?? draft.avatarFilename },
      });
    },
    onSuccess: async (answer, { editing }) => {
      toast.show(editing ? 'Character updated!' : 'Character added!', 'success');
      adopt(answer.project_id);
      await reload(answer.project_id);
    },
    onError: () => toast.show('Failed to save character.', 'error'),
  });

  const remove = useMutation({
    mutationFn: (characterId: string) => deleteCharacter(projectRef, characterId),
    onSuccess: async (answer) => {
      toast.show('Character deleted!', 'success');
      await reload(answer.project_id);
    },
    onError: () => toast.show('Failed to delete character.', 'error'),
  });

  return { save, remove };
}
