import type { RecorderStatus } from '../hooks/use-recorder';

interface Props {
  status: RecorderStatus;
  onToggle: () => void;
}

/** Toggles voice recording; pressed while the microphone is live. */
export function MicButton({ status, onToggle }: Props) {
  const recording = status === 'recording';
  return (
    <button
      type="button"
      className={`landing-icon-button${recording ? ' is-recording' : ''}`}
      aria-label={recording ? 'Stop recording' : 'Record voice'}
      aria-pressed={recording}
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
  );
}
