import { apiFetch } from '@atelier/runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LyricsRequestDto, LyricsResponseDto } from '@atelier/api-types';
import { musicKeys } from '../../../lib/project-keys';

/** POST /api/music/lyrics (spec 001 §7): prompt, project_id, genre, mood → the project's new lyrics. */
export function generateLyrics(body: LyricsRequestDto): Promise<LyricsResponseDto> {
  return apiFetch<LyricsResponseDto>('/music/lyrics', { method: 'POST', body });
}

export function useGenerateLyrics(owner: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateLyrics,
    // The project's lyrics and title changed: the open project and the list both show them.
    onSuccess: (_answer, request) =>
      Promise.all([
        client.invalidateQueries({ queryKey: musicKeys.project(owner, request.project_id) }),
        client.invalidateQueries({ queryKey: musicKeys.projects(owner) }),
      ]),
  });
}
