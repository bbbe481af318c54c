import type { CodeEngine, CodeOperation, CodeRequest, ProjectFile } from '../../../engines/code/code-engine';
import { contentChecksum } from '../../../engines/code/content-checksum';
import { checkProjectPath } from '../../../engines/code/project-paths';
import { type FileChange, ProjectWorkspace } from '../../../engines/code/project-workspace';
import type { EngineDescriptor } from '../../../engines/engine-descriptor';
import { PROJECT_LIMITS } from '../build-studio.constants';

/** An operation as the studio receives it: with the checksum of the file it leaves behind. */
export type AppliedOperation =
  | { op: 'write'; path: string; content?: string; checksum: string; streamed: boolean }
  | { op: 'patch'; path: string; diff: string; checksum: string }
  | { op: 'rename'; from: string; to: string; checksum: string }
  | { op: 'delete'; path: string };

/** What a generation sends while it runs (the SSE events of POST /api/build-studio/generate/stream). */
export type StudioEvent =
  | { event: 'reply'; data: { text: string } }
  | { event: 'write-start'; data: { path: string } }
  | { event: 'write-chunk'; data: { path: string; text: string } }
  | { event: 'op'; data: AppliedOperation }
  | { event: 'notice'; data: { message: string; path?: string } };

export type GenerationMode = 'conversation' | 'multi-file' | 'single';

export interface GenerationOutcome {
  engine: EngineDescriptor;
  reply: string;
  mode: GenerationMode;
  files: ProjectFile[];
  changed: Array<{ path: string; change: FileChange; from?: string }>;
  notices: string[];
  /** Whether the engine produced anything (a reply or an operation): a turn that did is counted. */
  produced: boolean;
}

/**
 * Runs one turn of a code engine over the project: each operation is applied as it arrives (paths
 * confined, limits kept); a patch that does not apply is asked again as a whole-file write; anything
 * refused becomes a notice instead of failing the turn. `emit` sees every event in order.
 */
export async function runGeneration(
  engine: CodeEngine,
  request: CodeRequest,
  emit: (event: StudioEvent) => Promise<void>,
  signal: AbortSignal,
): Promise<GenerationOutcome> {
  const workspace = new ProjectWorkspace(request.files, PROJECT_LIMITS);
  const streamed = new Set<string>();
  const renames: Array<{ from: string; to: string }> = [];
  const notices: string[] = [];
  let reply = '';
  let produced = false;
  const notice = async (message: string, path?: string) => {
    notices.push(message);
    await emit({ event: 'notice', data: path ? { message, path } : { message } });
  };

  for await (const event of engine.generate(request, { signal })) {
    produced = true;
    if (event.type === 'reply') {
      reply += event.text;
      await emit({ event: 'reply', data: { text: event.text } });
      continue;
    }
    if (event.type === 'write-start' || event.type === 'write-chunk') {
      const checked = checkProjectPath(event.path);
      if (!checked.ok) continue;
      if (event.type === 'write-start') {
        streamed.add(checked.path);
        await emit({ event: 'write-start', data: { path: checked.path } });
      } else if (streamed.has(checked.path)) {
        await emit({ event: 'write-chunk', data: { path: checked.path, text: event.text } });
      }
      continue;
    }
    const operation = await applyWithFallback(engine, request, workspace, event.operation, notice, signal);
    if (!operation) continue;
    if (operation.op === 'rename') renames.push({ from: operation.from, to: operation.to });
    if (operation.op === 'write') {
      const wasStreamed = streamed.delete(operation.path) && operation.streamed !== false;
      await emit({ event: 'op', data: wasStreamed ? { op: 'write', path: operation.path, checksum: operation.checksum, streamed: true } : { ...operation, streamed: false } });
    } else {
      await emit({ event: 'op', data: operation });
    }
  }

  const files = workspace.list();
  const changed = changesBetween(request.files, files, renames);
  return { engine: engine.engine, reply: reply.trim(), mode: modeOf(changed), files, changed, notices, produced };
}

/**
 * Spec 001 §4: 'single' replaces the content of index.html and leaves every other file as it is, so it is the mode
 * of a turn whose one change is index.html's content; any other change needs the whole project ('multi-file').
 */
export function modeOf(changed: GenerationOutcome['changed']): GenerationMode {
  if (!changed.length) return 'conversation';
  const [only] = changed;
  return changed.length === 1 && only.path === 'index.html' && (only.change === 'added' || only.change === 'modified') ? 'single' : 'multi-file';
}

type Applied = Exclude<AppliedOperation, { op: 'write' }> | { op: 'write'; path: string; content: string; checksum: string; streamed?: boolean };

async function applyWithFallback(
  engine: CodeEngine,
  request: CodeRequest,
  workspace: ProjectWorkspace,
  operation: CodeOperation,
  notice: (message: string, path?: string) => Promise<void>,
  signal: AbortSignal,
): Promise<Applied | null> {
  if (operation.op === 'delete' && workspace.size === 1 && workspace.has(checkPath(operation.path))) {
    await notice('Cannot delete the last file', checkPath(operation.path));
    return null;
  }
  const result = workspace.apply(operation);
  if (result.ok) return toApplied(result.operation, result.checksum);
  if (!result.patchFailed || operation.op !== 'patch') {
    await notice(`Skipped a change: ${result.reason}`, 'path' in operation ? checkPath(operation.path) : undefined);
    return null;
  }
  // The model's diff did not fit the file: ask for the whole file rather than lose the change.
  try {
    const path = checkPath(operation.path);
    const current = { ...request, files: workspace.list() };
    const content = await engine.rewriteFile(current, path, operation.diff, { signal });
    const rewritten = workspace.apply({ op: 'write', path, content });
    if (rewritten.ok) return { op: 'write', path, content, checksum: rewritten.checksum!, streamed: false };
    await notice(`Skipped a change: ${rewritten.reason}`, path);
  } catch (error) {
    if (signal.aborted) throw error;
    await notice(`${result.reason} The file was left as it was.`, checkPath(operation.path));
  }
  return null;
}

function toApplied(operation: CodeOperation, checksum: string | null): Applied {
  switch (operation.op) {
    case 'write':
      return { ...operation, checksum: checksum! };
    case 'patch':
      return { ...operation, checksum: checksum! };
    case 'rename':
      return { ...operation, checksum: checksum! };
    case 'delete':
      return operation;
  }
}

function checkPath(path: string): string {
  const checked = checkProjectPath(path);
  return checked.ok ? checked.path : path;
}

/** Per file: added, modified, deleted, or renamed (with its old path). */
export function changesBetween(
  before: readonly ProjectFile[],
  after: readonly ProjectFile[],
  renames: ReadonlyArray<{ from: string; to: string }> = [],
): GenerationOutcome['changed'] {
  const old = new Map(before.map((file) => [file.path, file.content]));
  const next = new Map(after.map((file) => [file.path, file.content]));
  const renamedTo = new Map<string, string>();
  for (const { from, to } of renames) {
    const origin = [...renamedTo].find(([, target]) => target === from)?.[0] ?? from;
    renamedTo.delete(origin);
    renamedTo.set(origin, to);
  }
  const changes: GenerationOutcome['changed'] = [];
  for (const [path, content] of next) {
    const from = [...renamedTo].find(([, to]) => to === path)?.[0];
    if (from && old.has(from) && !next.has(from)) changes.push({ path, change: 'renamed', from });
    else if (!old.has(path)) changes.push({ path, change: 'added' });
    else if (old.get(path) !== content) changes.push({ path, change: 'modified' });
  }
  for (const path of old.keys()) {
    const movedAway = [...renamedTo].some(([from]) => from === path);
    if (!next.has(path) && !movedAway) changes.push({ path, change: 'deleted' });
  }
  return changes;
}

/** Checksums of every file, for the studio to confirm it holds exactly what the server holds. */
export function checksumsOf(files: readonly ProjectFile[]): Record<string, string> {
  return Object.fromEntries(files.map((file) => [file.path, contentChecksum(file.content)]));
}
