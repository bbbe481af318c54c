import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, ButtonLink, Spinner } from '@atelier/ui';
import type { CreditCostDto } from '@atelier/api-types';
import { useLoginPath } from '../../../lib/use-login-path';
import { useChatEngineer } from '../hooks/use-chat-engineer';

interface ChatEngineerProps {
  signedIn: boolean;
  cost: CreditCostDto | undefined;
}

/** Spec 001 §2's Chat Engineer box, made real: a streamed marketing assistant that knows your recent work. */
export function ChatEngineer({ signedIn, cost }: ChatEngineerProps) {
  return (
    <section className="mkt-card mkt-chat" aria-labelledby="mkt-chat-title">
      <h2 id="mkt-chat-title" className="mkt-section-title">
        Chat Engineer
      </h2>
      {signedIn ? <Conversation cost={cost} /> : <SignedOut />}
    </section>
  );
}

function SignedOut() {
  const loginPath = useLoginPath();
  return (
    <div className="mkt-chat__empty">
      <p>Ask for headlines, reviews of your copy or a rollout plan: the Chat Engineer knows your brand kit and recent artifacts.</p>
      <ButtonLink to={loginPath} variant="secondary">
        Sign in to chat
      </ButtonLink>
    </div>
  );
}

function Conversation({ cost }: { cost: CreditCostDto | undefined }) {
  const id = useId();
  const chat = useChatEngineer();
  const [message, setMessage] = useState('');
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [chat.lines.length, chat.lines[chat.lines.length - 1]?.content]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (await chat.send(message)) setMessage('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <>
      {/* Focusable: it scrolls, and a keyboard must reach what is above the fold (axe scrollable-region-focusable). */}
      <div ref={log} className="mkt-chat__log" role="log" aria-live="polite" aria-label="Chat Engineer conversation" tabIndex={0}>
        {chat.loading ? (
          <Spinner />
        ) : chat.lines.length === 0 ? (
          <p className="mkt-chat__hint">Ask me for headline ideas, a review of your latest copy or a plan for your campaign.</p>
        ) : (
          chat.lines.map((line, index) => (
            <p key={index} className={`mkt-chat__line mkt-chat__line--${line.role}`}>
              <span className="mkt-chat__who">{line.role === 'user' ? 'You' : 'Chat Engineer'}</span>
              {line.content || <Spinner size="sm" label="Writing" />}
            </p>
          ))
        )}
      </div>
      <form className="mkt-chat__form" onSubmit={submit}>
        <label className="mkt-form__label" htmlFor={`${id}-message`}>
          Message the Chat Engineer
        </label>
        <textarea
          id={`${id}-message`}
          className="mkt-textarea"
          rows={3}
          maxLength={4000}
          placeholder="e.g. Give me three headlines for my latest ad"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="at-spread mkt-form__footer">
          <p className="mkt-cost">
            {cost ? `Each reply costs ${cost.amount} ${cost.currency}` : ''}
            {chat.engine ? ` · ${chat.engine.replace(/^.*\((.*)\)$/, '$1')}` : ''}
          </p>
          <Button type="submit" disabled={!message.trim() || chat.busy}>
            Send
          </Button>
        </div>
        {chat.error ? (
          <p className="mkt-error" role="alert">
            {chat.error}
          </p>
        ) : null}
      </form>
    </>
  );
}
