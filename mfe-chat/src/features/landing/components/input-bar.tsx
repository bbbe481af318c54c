import { useCallback, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePublicConfig } from '@atelier/runtime';
import { useDesktopAutofocus } from '../hooks/use-desktop-autofocus';
import { useRecorder } from '../hooks/use-recorder';
import type { LandingMode } from '../modes';
import { AttachButton } from './attach-button';
import { MicButton } from './mic-button';
import { ModeSwitch } from './mode-switch';

interface Props {
  mode: LandingMode;
  onModeChange: (mode: LandingMode) => void;
  /** A request is running: sending is disabled and further sends are ignored (spec 000 §4). */
  busy: boolean;
  /** Returns true when the message was accepted, which clears the box. */
  onSend: (text: string) => boolean;
  /** A file picked through the attach dialog. */
  onFile: (file: File) => void;
  /** Shown above the text box (the image-context chip). */
  context?: ReactNode;
  /** Why sending is off for now (a used-up daily quota): the box says so and Send stays disabled. */
  blockedReason?: string | null;
  /** Id of the element that explains the block, for assistive technology. */
  blockedDescriptionId?: string;
}


const PLACEHOLDERS: Record<LandingMode, string> = {
  chat: 'Ask anything…',
  photo: 'Describe an image…',
  video: 'Describe a video…',
};

/** The landing's input bar: mic, text, attach, Studios, modes and send (spec 000 §2). */
export function InputBar({ mode, onModeChange, busy, onSend, onFile, context, blockedReason, blockedDescriptionId }: Props) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  useDesktopAutofocus(box);
  const onTranscript = useCallback((transcript: string) => {
    setText((current) => (current.trim() ? `${current.trimEnd()} ${transcript}` : transcript));
  }, []);
  // Unknown until the config arrives: the mic works as the spec says unless the server says it cannot transcribe.
  const { config } = usePublicConfig();
  const recorder = useRecorder(onTranscript, config?.features?.transcription !== false);
  const transcribing = recorder.status === 'transcribing';
  const canSend = !busy && !transcribing && !blockedReason && text.trim().length > 0;

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
      {context}
      {transcribing ? (
        <p className="landing-input__status" role="status">
          <span className="landing-input__pulse" aria-hidden="true" />
          Transcribing audio...
        </p>
      ) : null}
      <textarea
        ref={box}
        className="landing-input__text"
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={blockedReason ?? PLACEHOLDERS[mode]}
        aria-label="Message"
        aria-describedby={blockedReason ? blockedDescriptionId : undefined}
        disabled={transcribing}
      />
      <div className="landing-input__row">
        <div className="landing-input__tools">
          <MicButton status={recorder.status} available={recorder.available} onToggle={recorder.toggle} />
          <AttachButton onFile={onFile} />
          <button type="button" className="landing-studios" onClick={() => navigate('/studios')}>
            Studios
          </button>
          <ModeSwitch mode={mode} onChange={onModeChange} />
        </div>
        <button type="submit" className="landing-send" aria-label="Send" disabled={!canSend}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M5 12h13M12 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </form>
  );
}
