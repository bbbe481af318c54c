import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from '@atelier/runtime';
import { Badge, Button } from '@atelier/ui';
import type { Attachment } from '../../../lib/attachment';
import { Icon } from '../../../lib/icons';
import { formatCount, limitState } from '../../../lib/limit-meter';
import type { SendOutcome } from '../../../lib/send-outcome';
import { PROMPT_MAX_CHARACTERS } from '../../../lib/studio-limits';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import type { ChatMessage } from '../../../lib/workspace/workspace-types';
import { readImageAttachment } from '../image-attachment';
import { RichText } from './rich-text';

interface ChatPanelProps {
  /** Answers how the turn ended: on `failed` the prompt and image come back into the box. */
  onSend(prompt: string, attachment: Attachment | null): Promise<SendOutcome>;
  onStop(): void;
  /** A prompt to put in the box (e.g. "Fix this: …" from the Terminal). */
  draft?: { text: string; nonce: number } | null;
}

const CHANGE_MARK: Readonly<Record<string, string>> = { added: '+', modified: '✎', deleted: '−', renamed: '→' };

/** The conversation and the prompt box: the prompt with an optional image; disabled while a request runs. */
export function ChatPanel({ onSend, onStop, draft }: ChatPanelProps) {
  const { state, dispatch } = useWorkspace();
  const [prompt, setPrompt] = useState('');
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const last = state.messages[state.messages.length - 1];

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [state.messages.length, last?.text]);

  useEffect(() => {
    if (!draft) return;
    setPrompt(draft.text);
    textarea.current?.focus();
  }, [draft]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // Spec 001 §5: ignored when blank after trimming or while a request runs.
    if (!prompt.trim() || state.generating) return;
    const sent = { prompt, attachment };
    setPrompt('');
    setAttachment(null);
    // What the user typed is never lost to a failure: it comes back unless they have typed anew since.
    void onSend(sent.prompt, sent.attachment).then((outcome) => {
      if (outcome !== 'failed') return;
      setPrompt((current) => current || sent.prompt);
      setAttachment((current) => current ?? sent.attachment);
    });
  };
  const length = limitState(prompt.length, PROMPT_MAX_CHARACTERS);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    const checked = await readImageAttachment(file);
    if (!checked.ok) {
      toast.error(checked.message);
      return;
    }
    setAttachment({ name: file.name, mimeType: checked.mimeType, data: checked.data });
  };

  return (
    <div className="bs-chat">
      <div className="bs-chat__messages" role="log" aria-label="Conversation" aria-live="polite">
        {state.messages.map((message) => (
          <Message key={message.id} message={message} onOpen={(path) => dispatch({ type: 'select', path })} />
        ))}
        <div ref={end} />
      </div>
      <form className="bs-chat__form" onSubmit={submit}>
        {attachment ? (
          <div className="bs-chat__attachment">
            <img src={`data:${attachment.mimeType};base64,${attachment.data}`} alt={`Attached: ${attachment.name}`} />
            <span>{attachment.name}</span>
            <Button size="sm" variant="ghost" onClick={() => setAttachment(null)} aria-label="Remove the image">
              ×
            </Button>
          </div>
        ) : null}
        <label className="bs-visually-hidden" htmlFor="bs-prompt">
          Describe what to build or change
        </label>
        <textarea
          id="bs-prompt"
          ref={textarea}
          className="bs-input bs-chat__input"
          rows={3}
          placeholder={state.generating ? 'Working on it…' : 'Describe what to build or change…'}
          value={prompt}
          disabled={state.generating}
          onChange={(event) => setPrompt(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby="bs-prompt-count"
          aria-invalid={length === 'over' || undefined}
        />
        <p id="bs-prompt-count" className={`bs-chat__count bs-chat__count--${length}`} aria-live={length === 'ok' ? 'off' : 'polite'}>
          {formatCount(prompt.length, PROMPT_MAX_CHARACTERS)} characters
          {length === 'over' ? ' — over the limit' : ''}
        </p>
        <div className="bs-chat__actions">
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            onChange={(event) => {
              void attach(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="ghost" size="sm" onClick={() => fileInput.current?.click()} disabled={state.generating} aria-label="Attach an image">
            <Icon name="image" /> Image
          </Button>
          {state.generating ? (
            <Button variant="secondary" size="sm" onClick={onStop}>
              Stop
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={!prompt.trim() || state.generating} loading={state.generating}>
            Send
          </Button>
        </div>
      </form>
    </div>
  );
}

function Message({ message, onOpen }: { message: ChatMessage; onOpen(path: string): void }) {
  const ai = message.sender === 'ai';
  return (
    <article className={`bs-message bs-message--${message.sender}${message.error ? ' bs-message--error' : ''}`} aria-label={ai ? 'Assistant' : 'You'}>
      {ai && message.engine ? (
        <Badge variant="neutral" className="bs-message__engine">
          {message.engine}
        </Badge>
      ) : null}
      {message.image ? <img className="bs-message__image" src={`data:${message.image.mimeType};base64,${message.image.data}`} alt={message.image.name} /> : null}
      {message.text ? (
        <div className="bs-message__text">
          <RichText text={message.text} />
        </div>
      ) : null}
      {message.pending ? (
        <span className="bs-typing" aria-label="Writing">
          <span />
          <span />
          <span />
        </span>
      ) : null}
      {message.changes?.length ? (
        <ul className="bs-message__changes" aria-label="Files changed">
          {message.changes.map((change) => (
            <li key={`${change.change}:${change.path}`}>
              <button type="button" className="bs-chip" onClick={() => onOpen(change.path)} disabled={change.change === 'deleted'}>
                <span aria-hidden="true">{CHANGE_MARK[change.change]}</span> {change.path}
                <span className="bs-visually-hidden"> ({change.change})</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {message.notices?.map((notice) => (
        <p key={notice} className="bs-message__notice">
          {notice}
        </p>
      ))}
    </article>
  );
}
