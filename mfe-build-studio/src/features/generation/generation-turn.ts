import type { BuildStreamDoneEventDto, BuildStreamOpEventDto } from '@atelier/api-types';
import { createFrameBatcher } from '../../lib/frame-batcher';
import { serverReason } from '../../lib/server-reason';
import type { WorkspaceAction } from '../../lib/workspace/workspace-reducer';
import type { StudioFile, WorkspaceState } from '../../lib/workspace/workspace-types';
import type { GenerationHandlers } from './api/stream-generation';
import { type AppliedChange, applyOperation, driftedFiles } from './apply-operation';

/** Spec 001 §8: the chat message for a failed generation. */
export const GENERATION_FAILED = 'Sorry, there was an error generating your code. Please try again.';

type Update = { kind: 'reply'; text: string } | { kind: 'chunk'; path: string };

/** The workspace action for a change an operation made. */
function changeAction(change: AppliedChange): WorkspaceAction {
  if (change.kind === 'set') return { type: 'set-file', path: change.path, content: change.content };
  if (change.kind === 'delete') return { type: 'delete-file', path: change.path };
  return { type: 'rename-file', from: change.from, to: change.to };
}

/** How a finished turn came out: the reply to keep, and the project's files when the turn changed any. */
export interface TurnResult {
  reply: string;
  changedFiles: Array<Pick<StudioFile, 'path' | 'content'>> | null;
}

/**
 * The workspace side of one chat turn, apart from the request that feeds it: the reply streams into
 * the AI message, files fill in as they are written, operations apply as they arrive (a patch that does
 * not fit marks its file to be fetched whole), and the end of the turn settles the message.
 */
export function startGenerationTurn(before: WorkspaceState, aiId: string, dispatch: (action: WorkspaceAction) => void) {
  const files = new Map(before.files.map((file) => [file.path, file.content]));
  const streamed = new Map<string, string>();
  const refetch = new Set<string>();
  const notices: string[] = [];
  // The selection follows each file as it streams in; once the turn is over it goes back to the first (spec 001 §4: multi-file selects the first).
  let firstStreamed: string | null = null;
  let generationId = '';
  let summary: BuildStreamDoneEventDto | null = null;
  const batch = createFrameBatcher<Update>((updates) => {
    const reply = updates.flatMap((update) => (update.kind === 'reply' ? [update.text] : [])).join('');
    if (reply) dispatch({ type: 'message-update', id: aiId, appendText: reply });
    for (const path of new Set(updates.flatMap((update) => (update.kind === 'chunk' ? [update.path] : [])))) {
      if (streamed.has(path)) dispatch({ type: 'stream-file', path, content: streamed.get(path)! });
    }
  });

  const apply = (operation: BuildStreamOpEventDto) => {
    batch.flushNow();
    const result = applyOperation(files, operation, streamed);
    if (!result.ok) {
      refetch.add(result.path);
      return;
    }
    if (result.change.kind === 'set') streamed.delete(result.change.path);
    dispatch(changeAction(result.change));
  };

  const handlers: GenerationHandlers = {
    onStart: (event) => {
      generationId = event.generationId;
      dispatch({ type: 'message-update', id: aiId, patch: { engine: event.engine.label } });
    },
    onReply: (piece) => batch.push({ kind: 'reply', text: piece }),
    onWriteStart: (path) => {
      firstStreamed ??= path;
      streamed.set(path, '');
      dispatch({ type: 'stream-file', path, content: '' });
    },
    onWriteChunk: (path, piece) => {
      streamed.set(path, (streamed.get(path) ?? '') + piece);
      batch.push({ kind: 'chunk', path });
    },
    onOperation: apply,
    onNotice: (notice) => {
      notices.push(notice.message);
      if (notice.path && streamed.has(notice.path)) {
        streamed.delete(notice.path);
        dispatch({ type: 'stream-file', path: notice.path, content: null });
      }
    },
    onDone: (done) => {
      summary = done;
    },
  };

  return {
    handlers,
    /**
     * The stream ended well: the server's copy is the truth, so a file that did not come out the same
     * here is fetched whole; then the AI message is settled with the reply (`streamedReply` when the
     * summary has none).
     */
    async finish(fetchFile: (generationId: string, path: string) => Promise<{ content: string }>, streamedReply: () => string): Promise<TurnResult> {
      batch.flushNow();
      const finished = summary as BuildStreamDoneEventDto | null;
      if (finished) for (const path of driftedFiles(files, finished.checksums)) refetch.add(path);
      for (const path of refetch) {
        const whole = await fetchFile(generationId, path);
        files.set(path, whole.content);
        dispatch({ type: 'set-file', path, content: whole.content });
      }
      if (firstStreamed && files.has(firstStreamed)) dispatch({ type: 'select', path: firstStreamed });
      const reply = finished?.reply || streamedReply();
      dispatch({
        type: 'message-update',
        id: aiId,
        patch: { text: reply, pending: false, changes: finished?.changed ?? [], notices, engine: finished?.engine.label },
      });
      const changed = Boolean(finished && finished.changed.length > 0);
      return { reply, changedFiles: changed ? [...files].map(([path, content]) => ({ path, content })) : null };
    },
    /** The turn broke off (stopped, or failed): half-written files go back, and the message says why. */
    fail(error: unknown, aborted: boolean): void {
      batch.flushNow();
      for (const path of streamed.keys()) dispatch({ type: 'stream-file', path, content: null });
      // The spec's message stays; the server's reason under it says what to change (a shorter prompt, fewer files).
      const detail = serverReason(error);
      dispatch({
        type: 'message-update',
        id: aiId,
        patch: aborted
          ? { pending: false, notices: ['Stopped.'] }
          : { text: GENERATION_FAILED, pending: false, error: true, notices: detail ? [detail] : [] },
      });
    },
  };
}
