import type { ConversationsState } from '../hooks/use-conversations';
import { conversationTime, conversationTitle } from '../utils/conversation-title';
import { PencilIcon, PlusIcon, TrashIcon } from './conversation-icons';

interface Props {
  conversations: Pick<ConversationsState, 'conversations' | 'currentId' | 'loaded' | 'newChat' | 'rename' | 'remove'>;
  /** Spec 000's empty-state hint for the mode ('Start a conversation'). */
  hint: string | undefined;
  /** Switches to a conversation (and e.g. closes the phone sheet). */
  onSelect: (id: string) => void;
  /** Where the heading sits: the panel has its own, the phone sheet's title is the dialog's. */
  showHeading?: boolean;
}

/** The visitor's or account's conversations: New chat, switch, rename and delete; the current one highlighted. */
export function ConversationList({ conversations: state, hint, onSelect, showHeading = true }: Props) {
  const { conversations, currentId, loaded } = state;
  return (
    <div className="conversations">
      <div className="conversations__header">
        {showHeading ? <h2 className="conversations__heading">Conversations</h2> : null}
        <button type="button" className="conversations__new" onClick={() => void state.newChat()}>
          <PlusIcon /> New chat
        </button>
      </div>
      {conversations.length === 0 ? (
        <div className="landing__hint conversations__empty">
          <span className="landing__hint-icon" aria-hidden="true">✦</span>
          <p>{hint}</p>
        </div>
      ) : (
        <ul className="conversations__list" aria-label="Conversations" aria-busy={!loaded}>
          {conversations.map((conversation) => {
            const title = conversationTitle(conversation);
            const current = conversation.id === currentId;
            return (
              <li key={conversation.id} className={current ? 'conversations__item is-current' : 'conversations__item'}>
                <button
                  type="button"
                  className="conversations__open"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onSelect(conversation.id)}
                >
                  <span className="conversations__title">{title}</span>
                  <time className="conversations__time" dateTime={conversation.updated_at}>
                    {conversationTime(conversation.updated_at)}
                  </time>
                </button>
                <button
                  type="button"
                  className="conversations__tool"
                  aria-label={`Rename “${title}”`}
                  title="Rename"
                  onClick={() => void state.rename(conversation.id)}
                >
                  <PencilIcon />
                </button>
                <button
                  type="button"
                  className="conversations__tool conversations__tool--danger"
                  aria-label={`Delete “${title}”`}
                  title="Delete"
                  onClick={() => void state.remove(conversation.id)}
                >
                  <TrashIcon />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
