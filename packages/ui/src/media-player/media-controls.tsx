import type { RefObject } from 'react';
import { MediaIcon } from './media-icons';
import { formatTime } from './media-text';

export interface MediaControlsProps {
  kind: 'audio' | 'video';
  title: string;
  playing: boolean;
  current: number;
  duration: number;
  volume: number;
  muted: boolean;
  fullscreen: boolean;
  disabled: boolean;
  downloadHref: string | null;
  downloadName?: string;
  volumeRef: RefObject<HTMLInputElement | null>;
  onToggle: () => void;
  onSeek: (seconds: number) => void;
  onVolume: (volume: number) => void;
  onMute: () => void;
  onFullscreen: () => void;
}

/** The player's control bar: every control is a native button, range or link with a name. */
export function MediaControls(props: MediaControlsProps) {
  const { kind, title, playing, current, duration, volume, muted, fullscreen, disabled, downloadHref, downloadName } = props;
  const known = Number.isFinite(duration) && duration > 0;
  const shownVolume = muted ? 0 : volume;
  return (
    <div className="at-media__controls">
      <button type="button" className="at-media__button" aria-label={playing ? 'Pause' : 'Play'} disabled={disabled} onClick={props.onToggle}>
        <MediaIcon name={playing ? 'pause' : 'play'} />
      </button>
      <input
        type="range"
        className="at-media__seek"
        aria-label="Seek"
        min={0}
        max={known ? duration : 0}
        step="any"
        value={known ? Math.min(current, duration) : 0}
        aria-valuetext={`${formatTime(current)} of ${formatTime(duration)}`}
        disabled={disabled || !known}
        onChange={(event) => props.onSeek(Number(event.target.value))}
      />
      <span className="at-media__time" aria-hidden="true">
        {formatTime(current)} / {formatTime(duration)}
      </span>
      <button type="button" className="at-media__button" aria-label={muted ? 'Unmute' : 'Mute'} disabled={disabled} onClick={props.onMute}>
        <MediaIcon name={muted ? 'muted' : 'volume'} />
      </button>
      <input
        ref={props.volumeRef}
        type="range"
        className="at-media__volume"
        aria-label="Volume"
        min={0}
        max={1}
        step={0.05}
        value={shownVolume}
        aria-valuetext={`${Math.round(shownVolume * 100)}%`}
        disabled={disabled}
        onChange={(event) => props.onVolume(Number(event.target.value))}
      />
      {downloadHref ? (
        <a className="at-media__button" href={downloadHref} download={downloadName ?? ''} aria-label={`Download ${title}`}>
          <MediaIcon name="download" />
        </a>
      ) : null}
      {kind === 'video' ? (
        <button type="button" className="at-media__button" aria-label={fullscreen ? 'Exit full screen' : 'Full screen'} disabled={disabled} onClick={props.onFullscreen}>
          <MediaIcon name={fullscreen ? 'exitFullscreen' : 'enterFullscreen'} />
        </button>
      ) : null}
    </div>
  );
}
