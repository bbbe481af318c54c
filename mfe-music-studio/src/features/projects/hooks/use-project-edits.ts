import type { ArrangementDto, LyricSectionDto, MusicProjectDto } from '@atelier/api-types';
import { ApiError, toast } from '@atelier/runtime';
import { useDraft } from '../../../lib/use-draft';
import { useSaveProject } from '../api/save-project';

/**
 * What the studio edits of the open project (its lyrics, its arrangement) as local drafts, and Save: only
 * the edited parts are sent. A new beat starts a new arrangement draft.
 */
export function useProjectEdits(owner: string, project: MusicProjectDto | null) {
  const mutation = useSaveProject(owner);
  const lyrics = useDraft<LyricSectionDto[]>(project?.lyrics ?? null, project?.id ?? '');
  const arrangement = useDraft<ArrangementDto>(project?.arrangement ?? null, `${project?.id}:${project?.beat?.job_id ?? ''}`);

  /** Saves what is edited; true when there was nothing to save or it saved. */
  const save = async (): Promise<boolean> => {
    if (!project || (!lyrics.dirty && !arrangement.dirty)) return true;
    const body = { ...(lyrics.dirty && lyrics.draft ? { lyrics: lyrics.draft } : {}), ...(arrangement.dirty && arrangement.draft ? { arrangement: arrangement.draft } : {}) };
    try {
      const saved = await mutation.mutateAsync({ id: project.id, body });
      lyrics.saved(saved.lyrics);
      if (saved.arrangement) arrangement.saved(saved.arrangement);
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'The project could not be saved.');
      return false;
    }
  };

  /** The Save button: saves, and says so. */
  const saveAll = async () => {
    if (await save()) toast.success('Project saved!');
  };

  return { lyrics, arrangement, save, saveAll, saving: mutation.isPending };
}
