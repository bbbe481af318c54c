import type { BuildFileChangeDto, BuildHistoryEntryDto } from '@atelier/api-types';

/** Spec 001 §3: static, nodejs or python; static by default. */
export type ProjectType = 'static' | 'nodejs' | 'python';

/** Spec 001 §3 "Build Studio file". */
export interface StudioFile {
  path: string;
  content: string;
  type: 'file';
}

/** Spec 001 §3 "conversation history entry". */
export type HistoryEntry = BuildHistoryEntryDto;

/** Spec 001 §3 "build chat message", with what the studio shows about each answer. */
export interface ChatMessage {
  id: string;
  sender: 'user' | 'ai';
  text: string;
  image?: { name: string; mimeType: string; data: string };
  /** The engine that answered, e.g. "offline engine". */
  engine?: string;
  changes?: BuildFileChangeDto[];
  notices?: string[];
  /** Still streaming. */
  pending?: boolean;
  /** A failure message (shown as such). */
  error?: boolean;
}

export interface ProjectMeta {
  /** Spec: "id (a timestamp string)"; the browser's id of the project. */
  localId: string;
  /** Its id in the account once saved there. */
  serverId: string | null;
  name: string;
  projectType: ProjectType;
  lastSaved: string | null;
}

export interface WorkspaceState {
  project: ProjectMeta;
  files: StudioFile[];
  history: HistoryEntry[];
  messages: ChatMessage[];
  selectedPath: string | null;
  /** Files being written by a generation, as far as they have arrived. */
  streaming: Record<string, string>;
  generating: boolean;
  /** Changed since the last save. */
  dirty: boolean;
  /** Bumped on every change of `files`, so the preview knows when to rebuild. */
  revision: number;
}
