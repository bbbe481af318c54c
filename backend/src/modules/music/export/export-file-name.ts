import { safeFileName } from '../../../common/http/download-name';
import type { ExportFormat } from './export-plan';

/** What each export is, after the title (the "Late Night Drive – mix.mp3"). */
const SUFFIXES: Readonly<Record<ExportFormat, string>> = { zip: 'stems.zip', mp3: 'mix.mp3', wav: 'mix.wav', mid: 'parts.mid' };

/** "<title> – stems.zip": the project's title made safe for file systems, an en dash, what the file holds. */
export function exportFileName(title: string | null, format: ExportFormat): string {
  return `${safeFileName(title, 'Untitled song')} – ${SUFFIXES[format]}`;
}

/** The media URL that downloads the file under its name. */
export function downloadUrl(url: string, fileName: string): string {
  return `${url}?download=${encodeURIComponent(fileName)}`;
}
