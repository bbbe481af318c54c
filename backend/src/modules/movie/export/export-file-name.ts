import { safeFileName } from '../../../common/http/download-name';

/** "<Title>.mp4": a download is named after the movie (a blank or unusable title falls back to "Movie"). */
export function exportFileName(title: string, extension = 'mp4'): string {
  return `${safeFileName(title, 'Movie')}.${extension}`;
}
