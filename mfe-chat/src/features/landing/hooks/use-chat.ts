import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, randomId, useAuth } from '@atelier/runtime';
import type { ChatHistoryMessageDto } from '@atelier/api-types';
import { useChatHistory } from '../api/get-chat-history';
import { streamChat } from '../api/stream-chat';
import type { ChatMessage, ImageContext } from '../types';
import { getChatSessionId } from '../utils/chat-session-id';
import { composeImageContextPrompt, parseImageContextPrompt } from '../utils/image-context-prompt';

/** Spec 000 §8: what replaces the partial reply when the chat fails. */
export const CHAT_FAILURE_TEXT = 'Sorry, something went wrong.';

export interface ChatState {
  messages: ChatMessage[];
  busy: boolean;
  /** X-Engine of the latest streamed reply. */
  engine: string | null;
  /**
   * Starts a reply; false when the text is blank or a request is already running. With an image
   * context the server gets the analysis as a prefix while the bubble shows only the question.
   */
  send: (text: string, imageContext?: ImageContext | null) => boolean;
}

let counter = 0;
const nextId = () => `m${++counter}`;
const newIdempotencyKey = () => `chat-${randomId(12)}-${Date.now()}`;

/** A quota or validation answer carries a message meant for the user (e.g. the daily limit); anything else gets the apology. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return CHAT_FAILURE_TEXT;
}

/** A stored turn as the screen shows it: a user message without its image-context prefix. */
function toMessage(item: ChatHistoryMessageDto): ChatMessage {
  if (item.role !== 'user') return { id: nextId(), role: item.role, content: item.content };
  const parsed = parseImageContextPrompt(item.content);
  return { id: nextId(), role: 'user', content: parsed.question, imageContext: parsed.filename ?? undefined };
}

/** The landing conversation: restored from the server, extended by streamed replies. */
export function useChat(): ChatState {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [sessionId] = useState(getChatSessionId);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [engine, setEngine] = useState<string | null>(null);
  const busyRef = useRef(false);
  const sendsRef = useRef(0);
  const streamRef = useRef<AbortController | null>(null);
  const historyOwnerRef = useRef<string | null | undefined>(undefined);
  /** Sends when the current user's conversation was first asked for: a send since then keeps the screen's own. */
  const sendsAtOwnerRef = useRef(0);

  const history = useChatHistory(sessionId, userId).data;

  useEffect(() => {
    // Another account's conversation must not stay on screen after signing in or out.
    if (historyOwnerRef.current !== undefined && historyOwnerRef.current !== userId) setMessages([]);
    historyOwnerRef.current = userId;
    sendsAtOwnerRef.current = sendsRef.current;
  }, [userId]);

  useEffect(() => {
    // A conversation started before the stored one arrived wins; no stored one (or the server is
    // down) leaves the chat empty rather than blocked.
    if (!history || sendsRef.current !== sendsAtOwnerRef.current) return;
    const restored = (history.messages ?? []).filter(
      (item) => (item.role === 'user' || item.role === 'assistant') && typeof item.content === 'string',
    );
    setMessages(restored.map(toMessage));
  }, [history]);

  useEffect(() => () => streamRef.current?.abort(), []);

  const send = useCallback(
    (text: string, imageContext?: ImageContext | null): boolean => {
      const question = text.trim();
      if (!question || busyRef.current) return false;
      const message = imageContext ? composeImageContextPrompt(imageContext, question) : question;
      busyRef.current = true;
      sendsRef.current += 1;
      setBusy(true);
      const replyId = nextId();
      const asked: ChatMessage = { id: nextId(), role: 'user', content: question, imageContext: imageContext?.filename };
      setMessages((prev) => [...prev, asked, { id: replyId, role: 'assistant', content: '' }]);
      const updateReply = (patch: (reply: ChatMessage) => Partial<ChatMessage>) =>
        setMessages((prev) => prev.map((item) => (item.id === replyId ? { ...item, ...patch(item) } : item)));

      const controller = new AbortController();
      streamRef.current = controller;
      streamChat(
        { message, sessionId, idempotencyKey: newIdempotencyKey(), signal: controller.signal },
        {
          onEngine: (name) => {
            setEngine(name);
            updateReply(() => ({ engine: name }));
          },
          onContent: (piece) => updateReply((reply) => ({ content: reply.content + piece })),
        },
      )
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          updateReply(() => ({ content: failureText(error), error: true }));
        })
        .finally(() => {
          if (streamRef.current === controller) streamRef.current = null;
          busyRef.current = false;
          setBusy(false);
        });
      return true;
    },
    [sessionId],
  );

  return { messages, busy, engine, send };
}
