import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSessionId, readOwned, toast, useAuth, useOwnerChange, useOwnerKey, writeOwned } from '@atelier/runtime';
import { dialogs } from '@atelier/ui';
import type { ConversationDto, ConversationListResponseDto } from '@atelier/api-types';
import {
  conversationsKey,
  createConversation,
  deleteConversation,
  renameConversation,
  useConversationList,
} from '../api/conversations';
import { conversationTitle } from '../utils/conversation-title';

export const CURRENT_CONVERSATION_KEY = 'chat_conversation_id';
const TITLE_MAX_CHARACTERS = 120;

export interface ConversationsState {
  conversations: ConversationDto[];
  /** The list has answered (or failed: the chat then works without it). */
  loaded: boolean;
  /** undefined while the list loads; null when there is none yet (the first message starts one). */
  currentId: string | null | undefined;
  select: (id: string) => void;
  /** Starts an empty conversation and makes it the current one. */
  newChat: () => Promise<void>;
  rename: (id: string) => Promise<void>;
  remove: (id: string) => Promise<void>;
  /** Something changed the list on the server (a reply, a kept photo): ask again. */
  refresh: () => void;
  /** The current conversation's id, starting one when there is none. */
  ensure: () => Promise<string>;
}

function storedChoice(owner: string): string | null {
  try {
    return readOwned(CURRENT_CONVERSATION_KEY, owner);
  } catch {
    return null;
  }
}

/** The landing's conversations: listed, switched, started, renamed and deleted; the choice survives a reload. */
export function useConversations(): ConversationsState {
  const [sessionId] = useState(getSessionId);
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const client = useQueryClient();
  const key = useMemo(() => conversationsKey(sessionId, userId), [sessionId, userId]);
  const query = useConversationList(sessionId, userId);
  // The choice is the owner's (ownedKey): another account signing in here starts from its own.
  const owner = useOwnerKey();
  const [chosen, setChosen] = useState<string | null>(() => storedChoice(owner));
  useOwnerChange(({ next }) => setChosen(storedChoice(next)));
  const creating = useRef<Promise<string> | null>(null);

  const conversations = useMemo(() => query.data?.conversations ?? [], [query.data]);
  const loaded = query.isSuccess || query.isError;
  const currentId = !loaded
    ? undefined
    : conversations.some((item) => item.id === chosen)
      ? chosen
      : (conversations[0]?.id ?? null);

  const choose = useCallback(
    (id: string | null) => {
      writeOwned(CURRENT_CONVERSATION_KEY, owner, id);
      setChosen(id);
    },
    [owner],
  );

  const update = useCallback(
    (change: (list: ConversationDto[]) => ConversationDto[]) =>
      client.setQueryData<ConversationListResponseDto>(key, (data) => ({ conversations: change(data?.conversations ?? []) })),
    [client, key],
  );

  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: key });
  }, [client, key]);

  const start = useCallback((): Promise<string> => {
    creating.current ??= createConversation(sessionId)
      .then((created) => {
        update((list) => [created, ...list.filter((item) => item.id !== created.id)]);
        choose(created.id);
        return created.id;
      })
      .finally(() => {
        creating.current = null;
      });
    return creating.current;
  }, [sessionId, update, choose]);

  const newChat = useCallback(async () => {
    try {
      await start();
    } catch (error) {
      console.error('Starting a conversation failed', error);
      toast.error('Could not start a new chat. Please try again.');
    }
  }, [start]);

  const ensure = useCallback(async () => currentId ?? start(), [currentId, start]);

  const rename = useCallback(
    async (id: string) => {
      const conversation = conversations.find((item) => item.id === id);
      if (!conversation) return;
      const title = await dialogs.prompt({
        title: 'Rename conversation',
        label: 'Name',
        defaultValue: conversationTitle(conversation),
        maxLength: TITLE_MAX_CHARACTERS,
        validate: (value) => (value.trim() ? null : 'Enter a name.'),
        confirmLabel: 'Rename',
      });
      if (title === null || !title.trim()) return;
      try {
        const renamed = await renameConversation(id, sessionId, title.trim());
        update((list) => list.map((item) => (item.id === id ? renamed : item)));
      } catch (error) {
        console.error('Renaming a conversation failed', error);
        toast.error('Could not rename the conversation. Please try again.');
      }
    },
    [conversations, sessionId, update],
  );

  const remove = useCallback(
    async (id: string) => {
      const conversation = conversations.find((item) => item.id === id);
      if (!conversation) return;
      const confirmed = await dialogs.confirm({
        title: 'Delete conversation?',
        message: `“${conversationTitle(conversation)}” and its messages will be deleted. This cannot be undone.`,
        confirmLabel: 'Delete',
        tone: 'danger',
      });
      if (!confirmed) return;
      try {
        await deleteConversation(id, sessionId);
        update((list) => list.filter((item) => item.id !== id));
        if (id === chosen) choose(null);
      } catch (error) {
        console.error('Deleting a conversation failed', error);
        toast.error('Could not delete the conversation. Please try again.');
      }
    },
    [conversations, sessionId, update, chosen, choose],
  );

  return { conversations, loaded, currentId, select: choose, newChat, rename, remove, refresh, ensure };
}
