import type { EngineDescriptor } from '../engine-descriptor';

/** Spec 001 §3: a saved build project's type; `static` is the default. */
export const PROJECT_TYPES = ['static', 'nodejs', 'python'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Spec 001 §3 "Build Studio file": a `/`-separated path and its text. */
export interface ProjectFile {
  path: string;
  content: string;
}

/** Spec 001 §3 conversation history entry: `user` or `model`, with text and inline-data parts. */
export interface HistoryEntry {
  role: 'user' | 'model';
  parts: HistoryPart[];
}

export type HistoryPart = { text: string } | { inlineData: { mimeType: string; data: string } };

/** An image sent with the prompt (spec `attachedFile`), already checked by content. */
export interface CodeAttachment {
  mimeType: string;
  /** Base64, no data: prefix. */
  data: string;
}

export interface CodeRequest {
  prompt: string;
  projectType: ProjectType;
  /** The project as it is now; operations apply to these. */
  files: readonly ProjectFile[];
  history: readonly HistoryEntry[];
  attachment: CodeAttachment | null;
}

/**
 * A change to the project. `patch` carries a unified diff of one file, so a follow-up touches only
 * the lines it must; `write` creates or replaces a whole file.
 */
export type CodeOperation =
  | { op: 'write'; path: string; content: string }
  | { op: 'patch'; path: string; diff: string }
  | { op: 'rename'; from: string; to: string }
  | { op: 'delete'; path: string };

/**
 * What an engine streams. `reply` pieces make the answer shown in the chat; `write-start`/`write-chunk`
 * let a client watch a file fill in before its `operation` (a `write` with the whole content) arrives.
 */
export type CodeEvent =
  | { type: 'reply'; text: string }
  | { type: 'write-start'; path: string }
  | { type: 'write-chunk'; path: string; text: string }
  | { type: 'operation'; operation: CodeOperation };

export interface CodeGenerateOptions {
  signal?: AbortSignal;
}

/**
 * Writes and changes projects. Engines stream operations; the caller applies them to the project (so
 * a patch that does not apply can be handled there) and decides what the answer means.
 */
export interface CodeEngine {
  readonly engine: EngineDescriptor;
  generate(request: CodeRequest, options?: CodeGenerateOptions): AsyncIterable<CodeEvent>;
  /**
   * The whole new content of `path` after a patch of the engine's did not apply: engines that write
   * patches themselves (the local one) never need it and may throw.
   */
  rewriteFile(request: CodeRequest, path: string, failedDiff: string, options?: CodeGenerateOptions): Promise<string>;
}
