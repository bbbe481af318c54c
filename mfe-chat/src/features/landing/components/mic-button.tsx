import { useId } from 'react';
import { type RecorderStatus, VOICE_UNAVAILABLE_TEXT } from '../hooks/use-recorder';

interface Props {
  status: RecorderStatus;
  /** False: the server cannot transcribe; the button says so (tooltip, description) instead of recording. */
  available: boolean;
  onToggle: () => void;
}

/**
 * Toggles voice recording; pressed while the microphone is live. When unavailable it stays focusable
 * (aria-disabled, not disabled) so keyboard and screen-reader users can learn why.
 */
export function MicButton({ status, available, onToggle }: Props) {
  const recording = status === 'recording';
  const noteId = useId();
  return (
    <>
      <button
        type="button"
        className={`landing-icon-button${recording ? ' is-recording' : ''}`}
        aria-label={recording ? 'Stop recording' : 'Record voice'}
        aria-pressed={recording}
        aria-disabled={available ? undefined : true}
        aria-describedby={available ? undefined : noteId}
        title={available ? undefined : VOICE_UNAVAILABLE_TEXT}
        disabled={status === 'starting' || status === 'transcribing'}
        onClick={onToggle}
      >
        {recording ? (
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <rect x="7" y="7" width="10" height="10" rx="2" fill="currentColor" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 4a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V7a3 3 0 0 0-3-3zM6 11a6 6 0 0 0 12 0M12 17v3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        )}
      </button>
      {available ? null : (
        <span id={noteId} hidden>
          {VOICE_UNAVAILABLE_TEXT}
        </span>
      )}
    </>
  );
}
