import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { VisuallyHidden } from '@atelier/ui';
import type { ChatMessage } from '../types';
import { MessageContent } from './message-content';

/** Something shown in the thread among the messages (on phones: a photo or video result). */
export interface ThreadItem {
  key: string;
  /** How many messages come before it. */
  after: number;
  node: ReactNode;
}

interface Props {
  messages: ChatMessage[];
  busy: boolean;
  /** Shown in the thread after the given number of messages. */
  items?: readonly ThreadItem[];
  /** Shown last (e.g. a generation in progress or its message). */
  footer?: ReactNode;
}

function ChatBubble({ message, pending }: { message: ChatMessage; pending: boolean }) {
  const classes = ['chat-message', `chat-message--${message.role}`, message.error ? 'chat-message--error' : ''];
  return (
    <div className={classes.join(' ').trim()} data-role={message.role}>
      <VisuallyHidden>{message.role === 'user' ? 'You: ' : 'Atelier: '}</VisuallyHidden>
      {pending ? (
        <span className="chat-message__typing" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      ) : (
        <MessageContent content={message.content} />
      )}
      {message.imageContext ? (
        <span className="chat-message__attachment">
          <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true">
            <path d="M4 6h16v12H4zM4 15l5-4 4 3 3-2 4 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          <VisuallyHidden>Attached image: </VisuallyHidden>
          {message.imageContext}
        </span>
      ) : null}
      {message.role === 'assistant' && message.engine?.includes('offline') ? (
        <span className="chat-message__engine">offline engine</span>
      ) : null}
    </div>
  );
}

/**
 * Brings the end of the thread into view: the log scrolls on its own on desktop; on phones the whole column
 * scrolls above the pinned input, so the nearest scrolling ancestor goes to its end instead.
 */
function scrollToNewest(log: HTMLElement): void {
  if (log.scrollHeight > log.clientHeight) {
    log.scrollTop = log.scrollHeight;
    return;
  }
  for (let parent = log.parentElement; parent; parent = parent.parentElement) {
    const overflow = getComputedStyle(parent).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && parent.scrollHeight > parent.clientHeight) {
      parent.scrollTop = parent.scrollHeight;
      return;
    }
  }
}

/** The conversation log; keeps the newest message in view as replies stream in and media loads. */
export function ChatHistory({ messages, busy, items = [], footer }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ref.current) scrollToNewest(ref.current);
  }, [messages, items.length, footer]);

  // An image or video that finishes loading grows the thread after the effect above ran.
  useEffect(() => {
    const element = ref.current;
    const inner = content.current;
    if (!element || !inner || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => scrollToNewest(element));
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const last = messages[messages.length - 1];
  const itemsAfter = (count: number) =>
    items.filter((item) => item.after === count).map((item) => (
      <div key={item.key} className="landing__thread-item">
        {item.node}
      </div>
    ));
  return (
    <div ref={ref} className="landing__history" role="log" aria-live="polite" aria-label="Chat history" aria-busy={busy}>
      <div ref={content} className="landing__history-content">
        {itemsAfter(0)}
        {messages.map((message, index) => (
          <Fragment key={message.id}>
            <ChatBubble message={message} pending={busy && message === last && message.role === 'assistant' && message.content === ''} />
            {itemsAfter(index + 1)}
          </Fragment>
        ))}
        {items.filter((item) => item.after > messages.length).map((item) => (
          <div key={item.key} className="landing__thread-item">
            {item.node}
          </div>
        ))}
        {footer}
      </div>
    </div>
  );
}
