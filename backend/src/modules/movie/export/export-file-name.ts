/** Characters no file system takes in a name (Windows is the strictest), and control characters. */
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/** "<Title>.mp4": a download is named after the movie (a blank or unusable title falls back to "Movie"). */
export function exportFileName(title: string, extension = 'mp4'): string {
  const base = title.replace(UNSAFE, ' ').replace(/\s+/g, ' ').replace(/^[.\s]+|[.\s]+$/g, '').slice(0, 120).trim();
  return `${base || 'Movie'}.${extension}`;
}
