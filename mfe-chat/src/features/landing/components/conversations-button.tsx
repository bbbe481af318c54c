import { useState } from 'react';
import { Modal } from '@atelier/ui';
import type { ConversationsState } from '../hooks/use-conversations';
import { ConversationList } from './conversation-list';
import { ListIcon } from './conversation-icons';

interface Props {
  conversations: ConversationsState;
  hint: string | undefined;
}

/** Phones: the conversation list behind one button, in a sheet, so it never crowds the thread. */
export function ConversationsButton({ conversations, hint }: Props) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const count = conversations.conversations.length;
  return (
    <>
      <button type="button" className="conversations-button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <ListIcon /> Conversations{count ? <span className="conversations-button__count"> ({count})</span> : null}
      </button>
      <Modal open={open} onClose={close} title="Conversations" className="conversations-sheet">
        <ConversationList
          conversations={{ ...conversations, newChat: () => conversations.newChat().then(close) }}
          hint={hint}
          showHeading={false}
          onSelect={(id) => {
            conversations.select(id);
            close();
          }}
        />
      </Modal>
    </>
  );
}
