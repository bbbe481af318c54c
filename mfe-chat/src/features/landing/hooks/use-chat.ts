import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, getSessionId, newIdempotencyKey, useAuth } from '@atelier/runtime';
import type { ChatHistoryMessageDto } from '@atelier/api-types';
import { useChatHistory } from '../api/get-chat-history';
import { streamChat } from '../api/stream-chat';
import type { ChatMessage, ImageContext } from '../types';
import { noteQuotaError } from '../quota/quota-store';
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

export interface UseChatOptions {
  /** The conversation shown: undefined while the list loads, null when there is none yet (the server starts one). */
  conversationId?: string | null;
  /** A turn was stored (the conversation list's order and names may have changed). */
  onTurnStored?: () => void;
}

/** The landing conversation: restored from the server, extended by streamed replies. */
export function useChat({ conversationId, onTurnStored }: UseChatOptions = {}): ChatState {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [sessionId] = useState(getSessionId);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [engine, setEngine] = useState<string | null>(null);
  const busyRef = useRef(false);
  const sendsRef = useRef(0);
  const streamRef = useRef<AbortController | null>(null);
  const historyOwnerRef = useRef<string | null | undefined>(undefined);
  /** Sends when the current user's conversation was first asked for: a send since then keeps the screen's own. */
  const sendsAtOwnerRef = useRef(0);

  const conversationRef = useRef(conversationId);
  const onTurnStoredRef = useRef(onTurnStored);
  onTurnStoredRef.current = onTurnStored;

  const history = useChatHistory(sessionId, userId, conversationId).data;

  useEffect(() => {
    const previous = conversationRef.current;
    conversationRef.current = conversationId;
    if (previous === conversationId) return;
    // Switching from one conversation to another shows the other's thread; a conversation that just got its
    // id (the list answered, or the first message started one) keeps what is on screen.
    if (typeof previous === 'string') {
      setMessages([]);
      sendsAtOwnerRef.current = sendsRef.current;
    }
  }, [conversationId]);

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
        { message, sessionId, conversationId, idempotencyKey: newIdempotencyKey('chat'), signal: controller.signal },
        {
          onEngine: (name) => {
            setEngine(name);
            updateReply(() => ({ engine: name }));
          },
          onContent: (piece) => updateReply((reply) => ({ content: reply.content + piece })),
        },
      )
        .then(() => onTurnStoredRef.current?.())
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // A used-up quota also turns sending off until it resets (the notice says when).
          noteQuotaError(error, 'chat');
          updateReply(() => ({ content: failureText(error), error: true }));
        })
        .finally(() => {
          if (streamRef.current === controller) streamRef.current = null;
          busyRef.current = false;
          setBusy(false);
        });
      return true;
    },
    [sessionId, conversationId],
  );

  return { messages, busy, engine, send };
}
