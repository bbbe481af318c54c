export type FileRejectionReason = 'type' | 'size' | 'count';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
  /** A sentence to show the user. */
  message: string;
}

export interface FileRules {
  /** As the input's `accept`: MIME types (`audio/mpeg`), wildcards (`image/*`) and extensions (`.wav`), comma separated. */
  accept?: string;
  /** How to name the accepted types in messages (e.g. 'MP3 or WAV'); default: the `accept` list. */
  acceptDescription?: string;
  maxBytes?: number;
  multiple?: boolean;
}

const UNITS = ['KB', 'MB', 'GB', 'TB'];

/** 1536 → '1.5 KB', 10485760 → '10 MB' (binary units, as file managers show them). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${UNITS[unit]}`;
}

/**
 * Whether `file` matches an `accept` list. Drag and drop bypasses the input's own filter, so every
 * file is checked here; a file the browser gives no MIME type for can still match by extension.
 */
export function acceptsFile(file: File, accept?: string): boolean {
  const patterns = (accept ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  if (patterns.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return patterns.some((pattern) => {
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/** Splits files into the accepted ones and the rejected ones with a message for each. */
export function checkFiles(files: readonly File[], rules: FileRules): { accepted: File[]; rejected: FileRejection[] } {
  if (!rules.multiple && files.length > 1) {
    return { accepted: [], rejected: files.map((file) => ({ file, reason: 'count', message: 'Only one file can be added at a time.' })) };
  }
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  const described = rules.acceptDescription ?? rules.accept?.split(',').map((item) => item.trim()).join(', ');
  for (const file of files) {
    if (!acceptsFile(file, rules.accept)) {
      rejected.push({ file, reason: 'type', message: `"${file.name}" is not an accepted file type. Accepted: ${described}.` });
    } else if (rules.maxBytes !== undefined && file.size > rules.maxBytes) {
      rejected.push({
        file,
        reason: 'size',
        message: `"${file.name}" is too large (${formatBytes(file.size)}). The limit is ${formatBytes(rules.maxBytes)}.`,
      });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}
