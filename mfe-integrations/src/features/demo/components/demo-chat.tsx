import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card } from '@atelier/ui';
import { useDemoChat } from '../hooks/use-demo-chat';

/** Live AI Chat: Enter or Send sends; Send is off while blank or waiting and reads '...' meanwhile. */
export function DemoChat() {
  const chat = useDemoChat();
  const [text, setText] = useState('');
  const history = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = history.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chat.send(text)) setText('');
  };

  return (
    <Card as="section" padding="lg" className="demo-panel demo-chat" aria-labelledby="demo-chat-title">
      <h2 id="demo-chat-title" className="demo-panel__title">
        Live AI Chat
      </h2>
      <div ref={history} className="demo-chat__history" role="log" aria-label="Demo chat history" aria-busy={chat.busy} tabIndex={0}>
        {chat.messages.length === 0 ? <p className="demo-muted">Ask anything to try the AI chat your visitors will get.</p> : null}
        {chat.messages.map((message, index) => (
          <p key={index} className={`demo-chat__message demo-chat__message--${message.role}`} data-role={message.role}>
            {message.content}
          </p>
        ))}
      </div>
      <form className="demo-chat__form" onSubmit={submit}>
        <label htmlFor="demo-chat-input" className="at-visually-hidden">
          Message
        </label>
        <input
          id="demo-chat-input"
          className="demo-input"
          value={text}
          placeholder="Type a message…"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" aria-label="Send" disabled={chat.busy || !text.trim()} aria-busy={chat.busy || undefined}>
          {chat.busy ? '...' : 'Send'}
        </Button>
      </form>
    </Card>
  );
}
