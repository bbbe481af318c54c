/** The server's path rules (backend/src/engines/code/project-paths.ts), checked here to answer at once. */
export const MAX_PATH_CHARACTERS = 256;
const MAX_NAME_CHARACTERS = 120;

export type PathCheck = { ok: true; path: string } | { ok: false; message: string };

/**
 * Normalises a file path typed by the user (`./a//b.js` → `a/b.js`) and refuses what the server would:
 * blank, absolute, `..`, control characters, `\ : * ? " < > |`, names over 120 and paths over 256 characters.
 */
export function checkPath(raw: string): PathCheck {
  const trimmed = raw.trim();
  if (!trimmed) return { ok: false, message: 'Enter a file name.' };
  if (/[\u0000-\u001f\u007f-\u009f]/.test(raw)) return { ok: false, message: 'A file name cannot contain control characters.' };
  if (trimmed.startsWith('/') || /^[A-Za-z]:/.test(trimmed)) return { ok: false, message: 'Use a path inside the project, such as scripts/app.js.' };
  if (/[\\:*?"<>|]/.test(trimmed)) return { ok: false, message: 'A file name cannot contain \\ : * ? " < > |' };
  const parts = trimmed.split('/').filter((part) => part !== '' && part !== '.');
  if (!parts.length) return { ok: false, message: 'Enter a file name.' };
  if (parts.includes('..')) return { ok: false, message: 'A file must stay inside the project (no "..").' };
  if (parts.some((part) => part.trim() !== part || part.endsWith('.'))) return { ok: false, message: 'A name cannot end with a space or a dot.' };
  if (parts.some((part) => [...part].length > MAX_NAME_CHARACTERS)) return { ok: false, message: `A name can be at most ${MAX_NAME_CHARACTERS} characters.` };
  if (parts[0].toLowerCase().startsWith('.atelier')) return { ok: false, message: 'Names starting with .atelier are reserved.' };
  const path = parts.join('/');
  if ([...path].length > MAX_PATH_CHARACTERS) return { ok: false, message: `A path can be at most ${MAX_PATH_CHARACTERS} characters.` };
  return { ok: true, path };
}
