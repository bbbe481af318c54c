/** The subtitle track's language: the narration is spoken in English (see the backend's narration step). */
export const SUBTITLE_LANGUAGE = { srclang: 'en', label: 'English' } as const;

/**
 * Where a movie export's or scene clip's subtitles are served (`GET /api/movie-studio/subtitles/{id}/{format}`),
 * from its media URL (`/api/media/{id}`); null for any other URL.
 */
export function subtitlesUrl(mediaUrl: string, format: 'vtt' | 'srt'): string | null {
  const match = /^(.*\/api)\/media\/([^/?#]+)$/.exec(mediaUrl);
  return match ? `${match[1]}/movie-studio/subtitles/${match[2]}/${format}` : null;
}
