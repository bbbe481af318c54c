import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, newIdempotencyKey, useAuth } from '@atelier/runtime';
import type { MarketingChatHistoryDto } from '@atelier/api-types';
import { marketingKeys } from '../../../lib/query-keys';
import { sendEvent } from '../../../lib/send-event';
import { consume } from '../../../lib/credits/consume';
import { shortfallOf, usePricingDrawer } from '../../../lib/credits/pricing-drawer';
import { charges } from '../../../lib/charges';
import { streamChat, useChatHistory } from '../api/chat';

export interface ChatLine {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * The Chat Engineer's conversation: the stored history, then each question streamed (1 RC, held first
 * with consume and refunded by the server if the reply fails). Failures show their text, re-read the
 * credits and send an error event, as the generators do.
 */
export function useChatEngineer() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const client = useQueryClient();
  const pricing = usePricingDrawer();
  const history = useChatHistory(userId);
  const [live, setLive] = useState<ChatLine[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [engine, setEngine] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const lines: ChatLine[] = [...(history.data?.messages ?? []).map(({ role, content }) => ({ role, content })), ...live];

  const send = async (message: string): Promise<boolean> => {
    const text = message.trim();
    if (!text || busy) return false;
    setBusy(true);
    setError(null);
    const key = newIdempotencyKey('mkt_chat');
    const controller = new AbortController();
    abort.current = controller;
    const started = performance.now();
    setLive((lines) => [...lines, { role: 'user', content: text }, { role: 'assistant', content: '' }]);
    const appendPiece = (piece: string) =>
      setLive((lines) => {
        const next = [...lines];
        const last = next[next.length - 1];
        next[next.length - 1] = { ...last, content: last.content + piece };
        return next;
      });
    try {
      await consume(key, charges.chat());
      setEngine(await streamChat(key, text, appendPiece, controller.signal));
      // The finished turn is stored on the server: the history holds it from now on.
      setLive((lines) => {
        const [question, answer] = lines.slice(-2);
        client.setQueryData<MarketingChatHistoryDto>(marketingKeys.chat(userId), (old) => ({
          messages: [
            ...(old?.messages ?? []),
            { role: 'user', content: question.content, created_at: new Date().toISOString() },
            { role: 'assistant', content: answer.content, created_at: new Date().toISOString() },
          ],
        }));
        return lines.slice(0, -2);
      });
      sendEvent('chat_engineer', { action: 'reply' }, { durationMs: performance.now() - started });
      return true;
    } catch (failure) {
      if (controller.signal.aborted) return false;
      setLive((lines) => lines.slice(0, -2));
      setError(failure instanceof Error ? failure.message : 'The Chat Engineer could not answer. Please try again.');
      if (failure instanceof ApiError && failure.status === 402) pricing.show('shortfall', shortfallOf(failure.details));
      sendEvent('chat_engineer_error', { code: failure instanceof ApiError ? failure.code : 'STREAM', status: failure instanceof ApiError ? failure.status : 0 });
      return false;
    } finally {
      void client.invalidateQueries({ queryKey: marketingKeys.credits(userId) });
      setBusy(false);
    }
  };

  return { lines, loading: history.isLoading, busy, error, engine, send };
}
