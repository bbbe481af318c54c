import type { ChatMessage, HistoryEntry, ProjectMeta, StudioFile, WorkspaceState } from './workspace-types';

export type WorkspaceAction =
  /** A new, loaded or restored project: everything replaced. */
  | { type: 'reset'; project: ProjectMeta; files: StudioFile[]; history: HistoryEntry[]; messages: ChatMessage[]; selectedPath?: string | null; dirty?: boolean }
  | { type: 'select'; path: string | null }
  | { type: 'edit-file'; path: string; content: string }
  | { type: 'create-file'; path: string; content?: string }
  | { type: 'rename-file'; from: string; to: string }
  | { type: 'delete-file'; path: string }
  /** Spec multi-file mode and version restore: every file replaced, the first selected. */
  | { type: 'replace-files'; files: StudioFile[] }
  /** A file as a streamed operation left it (created or changed). */
  | { type: 'set-file'; path: string; content: string }
  /** A file being written: its content so far (null: done or abandoned). */
  | { type: 'stream-file'; path: string; content: string | null }
  | { type: 'generation-start'; user: ChatMessage; ai: ChatMessage }
  | { type: 'message-update'; id: string; patch?: Partial<ChatMessage>; appendText?: string }
  | { type: 'generation-end'; history: HistoryEntry[] }
  | { type: 'add-message'; message: ChatMessage }
  | { type: 'project-meta'; patch: Partial<ProjectMeta>; saved?: boolean };

const withFiles = (state: WorkspaceState, files: StudioFile[], patch: Partial<WorkspaceState> = {}): WorkspaceState => ({
  ...state,
  ...patch,
  files,
  dirty: true,
  revision: state.revision + 1,
});

const asFile = (path: string, content: string): StudioFile => ({ path, content, type: 'file' });

/**
 * The studio's project state: files, selection, chat and conversation. Pure, so every change can be
 * tested; rules that answer the user (the last file, a blank name) are the callers', who can say why.
 */
export function workspaceReducer(state: WorkspaceState, action: WorkspaceAction): WorkspaceState {
  switch (action.type) {
    case 'reset':
      return {
        project: action.project,
        files: action.files,
        history: action.history,
        messages: action.messages,
        selectedPath: action.selectedPath !== undefined ? action.selectedPath : (action.files[0]?.path ?? null),
        streaming: {},
        generating: false,
        dirty: action.dirty ?? false,
        revision: state.revision + 1,
      };
    case 'select':
      return { ...state, selectedPath: action.path };
    case 'edit-file': {
      const index = state.files.findIndex((file) => file.path === action.path);
      if (index === -1 || state.files[index].content === action.content) return state;
      const files = state.files.slice();
      files[index] = asFile(action.path, action.content);
      return withFiles(state, files);
    }
    case 'create-file':
      if (state.files.some((file) => file.path === action.path)) return { ...state, selectedPath: action.path };
      return withFiles(state, [...state.files, asFile(action.path, action.content ?? '')], { selectedPath: action.path });
    case 'rename-file': {
      if (action.from === action.to || !state.files.some((file) => file.path === action.from) || state.files.some((file) => file.path === action.to)) {
        return state;
      }
      const files = state.files.map((file) => (file.path === action.from ? asFile(action.to, file.content) : file));
      return withFiles(state, files, { selectedPath: state.selectedPath === action.from ? action.to : state.selectedPath });
    }
    case 'delete-file': {
      if (!state.files.some((file) => file.path === action.path)) return state;
      const files = state.files.filter((file) => file.path !== action.path);
      const selectedPath = state.selectedPath === action.path ? (files[0]?.path ?? null) : state.selectedPath;
      return withFiles(state, files, { selectedPath });
    }
    case 'replace-files':
      return withFiles(state, action.files, { selectedPath: action.files[0]?.path ?? null });
    case 'set-file': {
      const index = state.files.findIndex((file) => file.path === action.path);
      const files = state.files.slice();
      if (index === -1) files.push(asFile(action.path, action.content));
      else files[index] = asFile(action.path, action.content);
      const streaming = { ...state.streaming };
      delete streaming[action.path];
      return withFiles(state, files, { streaming });
    }
    case 'stream-file': {
      const streaming = { ...state.streaming };
      if (action.content === null) delete streaming[action.path];
      else streaming[action.path] = action.content;
      // A file starting to stream is shown, so the user watches it fill in.
      const starting = action.content !== null && !(action.path in state.streaming);
      return { ...state, streaming, selectedPath: starting ? action.path : state.selectedPath };
    }
    case 'generation-start':
      return { ...state, generating: true, streaming: {}, messages: [...state.messages, action.user, action.ai] };
    case 'message-update':
      return {
        ...state,
        messages: state.messages.map((message) => {
          if (message.id !== action.id) return message;
          const text = action.patch?.text ?? message.text + (action.appendText ?? '');
          return { ...message, ...action.patch, text };
        }),
      };
    case 'generation-end':
      return { ...state, generating: false, streaming: {}, history: [...state.history, ...action.history] };
    case 'add-message':
      return { ...state, messages: [...state.messages, action.message] };
    case 'project-meta': {
      // A new name is a change to save, like a changed file.
      const renamed = action.patch.name !== undefined && action.patch.name !== state.project.name;
      return { ...state, project: { ...state.project, ...action.patch }, dirty: action.saved ? false : state.dirty || renamed };
    }
  }
}

/** The file shown in the editor: what is streaming into it, or its saved content. */
export function selectedContent(state: WorkspaceState): string | null {
  if (!state.selectedPath) return null;
  if (state.selectedPath in state.streaming) return state.streaming[state.selectedPath];
  return state.files.find((file) => file.path === state.selectedPath)?.content ?? null;
}
