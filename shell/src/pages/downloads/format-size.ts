const KB = 1024;
const MB = KB * 1024;

/** A byte count as people read it on a download card: '512 bytes', '34 KB', '2.5 MB' (binary units, as file managers show). */
export function formatSize(bytes: number): string {
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  const megabytes = bytes / MB;
  return `${megabytes < 10 ? Math.round(megabytes * 10) / 10 : Math.round(megabytes)} MB`;
}
