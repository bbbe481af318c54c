import { useEffect, useRef } from 'react';
import { VisuallyHidden } from '@atelier/ui';
import type { ChatMessage } from '../types';
import { MessageContent } from './message-content';

interface Props {
  messages: ChatMessage[];
  busy: boolean;
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

/** The conversation log; keeps the newest message in view as replies stream in. */
export function ChatHistory({ messages, busy }: Props) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages]);

  const last = messages[messages.length - 1];
  return (
    <div ref={ref} className="landing__history" role="log" aria-live="polite" aria-label="Chat history" aria-busy={busy}>
      {messages.map((message) => (
        <ChatBubble
          key={message.id}
          message={message}
          pending={busy && message === last && message.role === 'assistant' && message.content === ''}
        />
      ))}
    </div>
  );
}
