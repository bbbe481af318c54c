import { useCallback, useRef } from 'react';
import type { Attachment } from '../../lib/attachment';
import { recordTurnVersions } from '../../lib/local-versions';
import type { SendOutcome } from '../../lib/send-outcome';
import { messageId } from '../../lib/workspace/new-project';
import { useWorkspace } from '../../lib/workspace/workspace-context';
import type { ChatMessage, HistoryEntry } from '../../lib/workspace/workspace-types';
import { getGenerationFile } from './api/get-generation-file';
import { streamGeneration } from './api/stream-generation';
import { startGenerationTurn } from './generation-turn';
import { historyForRequest } from './request-history';

/**
 * One chat turn: the prompt goes out with the project; the reply streams into the chat and file
 * operations apply as they arrive (generation-turn.ts). The turn joins the conversation and, when files
 * changed, becomes a version.
 */
export function useGeneration(): { send(prompt: string, attachment?: Attachment | null): Promise<SendOutcome>; stop(): void } {
  const { state, dispatch } = useWorkspace();
  const latest = useRef(state);
  latest.current = state;
  const abort = useRef<AbortController | null>(null);

  const send = useCallback(
    async (prompt: string, attachment: Attachment | null = null) => {
      const before = latest.current;
      // Spec 001 §5: ignored when blank after trimming or while a request runs.
      if (!prompt.trim() || before.generating) return 'ignored';
      const text = prompt.trim();
      const user: ChatMessage = { id: messageId(), sender: 'user', text, ...(attachment ? { image: attachment } : {}) };
      const aiId = messageId();
      dispatch({ type: 'generation-start', user, ai: { id: aiId, sender: 'ai', text: '', pending: true } });
      const turn = startGenerationTurn(before, aiId, dispatch);
      const controller = new AbortController();
      abort.current = controller;
      try {
        const request = {
          prompt: text,
          files: before.files.map(({ path, content }) => ({ path, content })),
          conversationHistory: historyForRequest(before.history),
          projectType: before.project.projectType,
          attachedFile: attachment ? { mimeType: attachment.mimeType, data: attachment.data } : null,
          ...(before.project.serverId ? { projectId: before.project.serverId } : {}),
        };
        await streamGeneration(request, turn.handlers, controller.signal);
        const streamedReply = () => latest.current.messages.find((message) => message.id === aiId)?.text || '';
        const { reply, changedFiles } = await turn.finish(getGenerationFile, streamedReply);
        const userEntry: HistoryEntry = { role: 'user', parts: [{ text }, ...(attachment ? [{ inlineData: { mimeType: attachment.mimeType, data: attachment.data } }] : [])] };
        // A browser project's versions are kept before the turn ends: Versions, opened as soon as the reply is
        // done, lists the turn (it reads this browser's versions when it opens).
        if (changedFiles && !before.project.serverId) {
          await recordTurnVersions(before.project.localId, text, before.files, changedFiles);
        }
        dispatch({ type: 'generation-end', history: [userEntry, { role: 'model', parts: [{ text: reply }] }] });
        return 'done';
      } catch (error) {
        const stopped = controller.signal.aborted;
        turn.fail(error, stopped);
        dispatch({ type: 'generation-end', history: [] });
        return stopped ? 'stopped' : 'failed';
      } finally {
        abort.current = null;
      }
    },
    [dispatch],
  );

  const stop = useCallback(() => abort.current?.abort(), []);
  return { send, stop };
}
