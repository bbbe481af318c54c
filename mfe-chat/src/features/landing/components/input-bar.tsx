import { useNavigate } from 'react-router-dom';
import type { LandingMode } from '../modes';
import { ModeSwitch } from './mode-switch';

interface Props {
  mode: LandingMode;
  onModeChange: (mode: LandingMode) => void;
}

/**
 * The landing's input bar. Sending, the microphone and attachments are wired to the engine layer
 * in the chat issue; until then they are shown disabled rather than pretending to work.
 */
export function InputBar({ mode, onModeChange }: Props) {
  const navigate = useNavigate();
  return (
    <form className="landing-input" onSubmit={(event) => event.preventDefault()} aria-label="Message">
      <textarea
        className="landing-input__text"
        rows={2}
        placeholder={mode === 'chat' ? 'Ask anything…' : mode === 'photo' ? 'Describe an image…' : 'Describe a video…'}
        aria-label="Message"
      />
      <div className="landing-input__row">
        <div className="landing-input__tools">
          <button type="button" className="landing-icon-button" aria-label="Record voice" disabled title="Voice input arrives with the engine layer">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M12 4a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V7a3 3 0 0 0-3-3zM6 11a6 6 0 0 0 12 0M12 17v3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
          <button type="button" className="landing-icon-button" aria-label="Attach file" disabled title="Attachments arrive with the engine layer">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M15.5 7.5 9 14a2 2 0 0 0 3 3l7-7a4 4 0 0 0-6-6l-7 7a6 6 0 0 0 8.5 8.5L19 15" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
          <button type="button" className="landing-studios" onClick={() => navigate('/studios')}>
            Studios
          </button>
          <ModeSwitch mode={mode} onChange={onModeChange} />
        </div>
        <button type="submit" className="landing-send" aria-label="Send" disabled title="Generation arrives with the engine layer">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M5 12h13M12 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </form>
  );
}
