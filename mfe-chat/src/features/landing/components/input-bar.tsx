import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LandingMode } from '../modes';
import { ModeSwitch } from './mode-switch';

interface Props {
  mode: LandingMode;
  onModeChange: (mode: LandingMode) => void;
  /** A request is running: sending is disabled and further sends are ignored (spec 000 §4). */
  busy: boolean;
  /** Returns true when the message was accepted, which clears the box. */
  onSend: (text: string) => boolean;
}

const PLACEHOLDERS: Record<LandingMode, string> = {
  chat: 'Ask anything…',
  photo: 'Describe an image…',
  video: 'Describe a video…',
};

const NOT_YET: Partial<Record<LandingMode, string>> = {
  photo: 'Photo generation arrives soon',
  video: 'Video generation arrives soon',
};

/** The landing's input bar. Microphone and attachments are shown disabled until they are built. */
export function InputBar({ mode, onModeChange, busy, onSend }: Props) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const unavailable = NOT_YET[mode];
  const canSend = !unavailable && !busy && text.trim().length > 0;

  const submit = () => {
    if (!canSend) return;
    if (onSend(text)) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form className="landing-input" onSubmit={onSubmit} aria-label="Message composer">
      <textarea
        className="landing-input__text"
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={PLACEHOLDERS[mode]}
        aria-label="Message"
      />
      <div className="landing-input__row">
        <div className="landing-input__tools">
          <button type="button" className="landing-icon-button" aria-label="Record voice" disabled title="Voice input arrives soon">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M12 4a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V7a3 3 0 0 0-3-3zM6 11a6 6 0 0 0 12 0M12 17v3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
          <button type="button" className="landing-icon-button" aria-label="Attach file" disabled title="Attachments arrive soon">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M15.5 7.5 9 14a2 2 0 0 0 3 3l7-7a4 4 0 0 0-6-6l-7 7a6 6 0 0 0 8.5 8.5L19 15" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
          <button type="button" className="landing-studios" onClick={() => navigate('/studios')}>
            Studios
          </button>
          <ModeSwitch mode={mode} onChange={onModeChange} />
        </div>
        <button type="submit" className="landing-send" aria-label="Send" disabled={!canSend} title={unavailable}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M5 12h13M12 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </form>
  );
}
