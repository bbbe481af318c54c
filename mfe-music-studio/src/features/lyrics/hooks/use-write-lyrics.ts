import type { LyricSectionDto, MusicProjectDto } from '@atelier/api-types';
import { toast } from '@atelier/runtime';
import { useGenerateLyrics } from '../api/generate-lyrics';

/** Writes the project's lyrics from a prompt (spec 001 §7); `onWritten` gets them as the server kept them. */
export function useWriteLyrics(owner: string, project: MusicProjectDto | null, onWritten: (lyrics: LyricSectionDto[]) => void) {
  const mutation = useGenerateLyrics(owner);
  const write = async (prompt: string) => {
    if (!project) return;
    try {
      const answer = await mutation.mutateAsync({ prompt, project_id: project.id, genre: project.genre, mood: project.mood });
      onWritten(answer.lyrics);
      toast.success('Lyrics generated!');
    } catch {
      toast.error('Failed to generate lyrics.');
    }
  };
  return { write, generating: mutation.isPending };
}
