import { VISITOR_OWNER, onOwnerChange } from '@atelier/runtime';
import { idb } from '../idb';
import type { ChatMessage, HistoryEntry, ProjectMeta, StudioFile } from './workspace-types';

/** The project being worked on, as it is right now: kept so a reload loses nothing, saved or not. */
export interface Draft {
  project: ProjectMeta;
  files: StudioFile[];
  history: HistoryEntry[];
  messages: ChatMessage[];
  selectedPath: string | null;
  dirty: boolean;
  /** When it was taken (ms): of two copies, the newer one wins. */
  at?: number;
  /** Whose it is (the runtime's owner key: account id or 'visitor'); absent in drafts kept before owners were. */
  owner?: string;
}

const KEY = 'current';
const FALLBACK_KEY = 'buildStudioDraft';

function isDraft(value: unknown): value is Draft {
  const draft = value as Partial<Draft> | null;
  return Boolean(draft && draft.project && Array.isArray(draft.files) && Array.isArray(draft.history) && Array.isArray(draft.messages));
}

/**
 * The draft `owner` may open: their own, or a visitor's (who has just signed in: their work is theirs).
 * Another account's is removed unopened, so the next person at this browser never sees it nor saves
 * into it (its server id is not theirs). A draft from before owners were kept counts as a visitor's
 * unless it names a server project: then only a signed-in owner may take it.
 */
export async function loadDraft(owner: string): Promise<Draft | null> {
  const draft = await readDraft();
  if (!draft) return null;
  const from = draft.owner ?? (draft.project.serverId ? null : VISITOR_OWNER);
  if (from === owner || from === VISITOR_OWNER || (from === null && owner !== VISITOR_OWNER)) return draft;
  await clearDraft();
  return null;
}

export async function clearDraft(): Promise<void> {
  try {
    localStorage.removeItem(FALLBACK_KEY);
  } catch {
    // blocked
  }
  try {
    await idb.delete('drafts', KEY);
  } catch {
    // IndexedDB blocked: nothing kept there
  }
}

// While this remote is loaded, an account's draft goes the moment it signs out; loadDraft covers the rest.
onOwnerChange(({ previous }) => {
  if (previous !== VISITOR_OWNER) void clearDraft();
});

/** The newer of the IndexedDB copy (room for big projects) and the localStorage one (written as the page goes). */
async function readDraft(): Promise<Draft | null> {
  let stored: Draft | null = null;
  try {
    const draft = await idb.get<Draft>('drafts', KEY);
    if (isDraft(draft)) stored = draft;
  } catch {
    // IndexedDB blocked: localStorage only
  }
  try {
    const quick: unknown = JSON.parse(localStorage.getItem(FALLBACK_KEY) ?? 'null');
    if (isDraft(quick) && (!stored || (quick.at ?? 0) > (stored.at ?? 0))) stored = quick;
  } catch {
    // unreadable: keep what IndexedDB had
  }
  return stored;
}

/**
 * Synchronous copy for when the page is going away (reload, close): an IndexedDB write started then
 * may never finish, localStorage's does. Too big or blocked: the IndexedDB copy is all there is.
 */
export function saveDraftNow(draft: Draft): void {
  try {
    localStorage.setItem(FALLBACK_KEY, JSON.stringify(draft));
  } catch {
    // full or blocked
  }
}

export async function saveDraft(draft: Draft): Promise<void> {
  try {
    await idb.put('drafts', KEY, draft);
    return;
  } catch {
    // fall through to localStorage
  }
  try {
    localStorage.setItem(FALLBACK_KEY, JSON.stringify(draft));
  } catch {
    // Full or blocked: the draft lives only as long as the page.
  }
}
