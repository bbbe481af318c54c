import { useCallback, useRef } from 'react';
import { ApiError } from '@atelier/runtime';
import type { BuildStreamDoneEventDto, BuildStreamOpEventDto } from '@atelier/api-types';
import type { Attachment } from '../../lib/attachment';
import { createFrameBatcher } from '../../lib/frame-batcher';
import { recordLocalVersion } from '../../lib/local-versions';
import { messageId } from '../../lib/workspace/new-project';
import { useWorkspace } from '../../lib/workspace/workspace-context';
import type { ChatMessage, HistoryEntry } from '../../lib/workspace/workspace-types';
import { getGenerationFile } from './api/get-generation-file';
import { streamGeneration } from './api/stream-generation';
import { applyOperation, driftedFiles } from './apply-operation';
import { historyForRequest } from './request-history';

/** Spec 001 §8: the chat message for a failed generation. */
export const GENERATION_FAILED = 'Sorry, there was an error generating your code. Please try again.';

type Update = { kind: 'reply'; text: string } | { kind: 'chunk'; path: string };

/**
 * One chat turn: the prompt goes out with the project; the reply streams into the chat and file
 * operations apply as they arrive (files fill in; a patch that does not fit is fetched whole). The turn
 * joins the conversation and, when files changed, becomes a version.
 */
export function useGeneration(): { send(prompt: string, attachment?: Attachment | null): Promise<void>; stop(): void } {
  const { state, dispatch } = useWorkspace();
  const latest = useRef(state);
  latest.current = state;
  const abort = useRef<AbortController | null>(null);

  const send = useCallback(
    async (prompt: string, attachment: Attachment | null = null) => {
      const before = latest.current;
      // Spec 001 §5: ignored when blank after trimming or while a request runs.
      if (!prompt.trim() || before.generating) return;
      const text = prompt.trim();
      const user: ChatMessage = { id: messageId(), sender: 'user', text, ...(attachment ? { image: attachment } : {}) };
      const aiId = messageId();
      dispatch({ type: 'generation-start', user, ai: { id: aiId, sender: 'ai', text: '', pending: true } });

      const files = new Map(before.files.map((file) => [file.path, file.content]));
      const streamed = new Map<string, string>();
      const refetch = new Set<string>();
      const notices: string[] = [];
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
        const { change } = result;
        if (change.kind === 'set') {
          streamed.delete(change.path);
          dispatch({ type: 'set-file', path: change.path, content: change.content });
        } else if (change.kind === 'delete') {
          dispatch({ type: 'delete-file', path: change.path });
        } else {
          dispatch({ type: 'rename-file', from: change.from, to: change.to });
        }
      };

      const controller = new AbortController();
      abort.current = controller;
      try {
        await streamGeneration(
          {
            prompt: text,
            files: before.files.map(({ path, content }) => ({ path, content })),
            conversationHistory: historyForRequest(before.history),
            projectType: before.project.projectType,
            attachedFile: attachment ? { mimeType: attachment.mimeType, data: attachment.data } : null,
            ...(before.project.serverId ? { projectId: before.project.serverId } : {}),
          },
          {
            onStart: (event) => {
              generationId = event.generationId;
              dispatch({ type: 'message-update', id: aiId, patch: { engine: event.engine.label } });
            },
            onReply: (piece) => batch.push({ kind: 'reply', text: piece }),
            onWriteStart: (path) => {
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
          },
          controller.signal,
        );
        batch.flushNow();
        const finished = summary as BuildStreamDoneEventDto | null;
        if (finished) for (const path of driftedFiles(files, finished.checksums)) refetch.add(path);
        // The server's copy is the truth: a file that did not come out the same here is fetched whole.
        for (const path of refetch) {
          const whole = await getGenerationFile(generationId, path);
          files.set(path, whole.content);
          dispatch({ type: 'set-file', path, content: whole.content });
        }
        const reply = finished?.reply || latest.current.messages.find((message) => message.id === aiId)?.text || '';
        dispatch({
          type: 'message-update',
          id: aiId,
          patch: { text: reply, pending: false, changes: finished?.changed ?? [], notices, engine: finished?.engine.label },
        });
        const userEntry: HistoryEntry = { role: 'user', parts: [{ text }, ...(attachment ? [{ inlineData: { mimeType: attachment.mimeType, data: attachment.data } }] : [])] };
        dispatch({ type: 'generation-end', history: [userEntry, { role: 'model', parts: [{ text: reply }] }] });
        if (finished && finished.changed.length > 0 && !before.project.serverId) {
          await recordLocalVersion(before.project.localId, { kind: 'generation', message: text, files: [...files].map(([path, content]) => ({ path, content })) });
        }
      } catch (error) {
        batch.flushNow();
        for (const path of streamed.keys()) dispatch({ type: 'stream-file', path, content: null });
        const aborted = controller.signal.aborted;
        const detail = error instanceof ApiError && error.code === 'QUOTA_EXCEEDED' ? error.message : undefined;
        dispatch({
          type: 'message-update',
          id: aiId,
          patch: aborted
            ? { pending: false, notices: ['Stopped.'] }
            : { text: GENERATION_FAILED, pending: false, error: true, notices: detail ? [detail] : [] },
        });
        dispatch({ type: 'generation-end', history: [] });
      } finally {
        abort.current = null;
      }
    },
    [dispatch],
  );

  const stop = useCallback(() => abort.current?.abort(), []);
  return { send, stop };
}
