import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type Ref, type RefObject } from 'react';
import { cx } from '../utils/cx';
import { seekMedia, setMediaVolume, toggleFullscreen, toggleMedia } from './media-actions';
import { MediaControls } from './media-controls';
import { mediaShortcut, type MediaAction } from './media-shortcuts';
import { useMediaState } from './use-media-state';
import { Waveform } from './waveform';
import './media-player.css';

export interface MediaPlayerProps {
  kind: 'audio' | 'video';
  /** Any URL the browser can play; the native element streams it with Range requests. */
  src: string;
  /** Names the player (role=group); e.g. 'Scene 3' or 'Final mix'. */
  title: string;
  /** Video: the picture shown before playback. */
  poster?: string;
  /** Where Download points (default: `src`); null hides it. */
  downloadUrl?: string | null;
  /** The saved file's name (default: the server's). */
  downloadName?: string;
  /** Video: a WebVTT subtitle track, shown from the start (the viewer can turn it off in the browser's menu). */
  subtitles?: { src: string; srclang: string; label: string };
  /** Audio: peak amplitudes (0–1) drawn as a waveform; a click on it seeks. */
  peaks?: readonly number[];
  preload?: 'none' | 'metadata' | 'auto';
  loop?: boolean;
  /** The native element, e.g. to keep several players in step. */
  mediaRef?: Ref<HTMLMediaElement>;
  onTimeUpdate?: (currentTime: number, duration: number) => void;
  onEnded?: () => void;
  className?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

function isCrossOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

function useIsFullscreen(box: RefObject<HTMLElement | null>): boolean {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(box.current) && document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [box]);
  return fullscreen;
}

/**
 * Audio or video on the native element (any browser-supported file, Range streaming) with
 * accessible custom controls and keyboard shortcuts (see `mediaShortcut`), a clear message when
 * the file cannot play, and an optional waveform for audio.
 */
export function MediaPlayer({ kind, src, title, poster, downloadUrl, downloadName, subtitles, peaks, preload = 'metadata', loop, mediaRef, onTimeUpdate, onEnded, className }: MediaPlayerProps) {
  const box = useRef<HTMLDivElement>(null);
  const media = useRef<HTMLMediaElement | null>(null);
  const volumeRef = useRef<HTMLInputElement>(null);
  const { playing, time, sound, error, events, showTime } = useMediaState(kind, { onTimeUpdate, onEnded });
  const fullscreen = useIsFullscreen(box);
  const setMedia = useCallback(
    (node: HTMLMediaElement | null) => {
      media.current = node;
      assignRef(mediaRef, node);
    },
    [mediaRef],
  );

  const run = (action: MediaAction) => {
    const element = media.current;
    if (!element) return;
    if (action.type === 'toggle') toggleMedia(element);
    else if (action.type === 'seekBy') seekTo(element.currentTime + action.seconds);
    else if (action.type === 'volumeBy') setMediaVolume(element, element.volume + action.amount);
    else if (action.type === 'mute') element.muted = !element.muted;
    else if (kind === 'video') toggleFullscreen(box.current, element);
  };
  const seekTo = (seconds: number) => {
    if (!media.current) return;
    seekMedia(media.current, seconds);
    showTime(media.current);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const action = mediaShortcut(event, { activates: target.matches('button, a[href]'), isVolume: target === volumeRef.current });
    if (!action || (action.type === 'fullscreen' && kind !== 'video')) return;
    event.preventDefault();
    run(action);
  };

  const progress = Number.isFinite(time.duration) && time.duration > 0 ? time.current / time.duration : 0;
  return (
    <div ref={box} role="group" aria-label={title} className={cx('at-media', `at-media--${kind}`, playing && 'is-playing', error && 'has-error', className)} onKeyDown={onKeyDown}>
      {kind === 'video' ? (
        <video
          ref={setMedia}
          className="at-media__video"
          src={src}
          poster={poster}
          preload={preload}
          loop={loop}
          playsInline
          // A track from another origin loads only through CORS (the HTML track fetch), and then the video must ask the same way.
          crossOrigin={subtitles && isCrossOrigin(subtitles.src) ? 'anonymous' : undefined}
          onClick={() => run({ type: 'toggle' })}
          {...events}
        >
          {subtitles ? <track kind="subtitles" src={subtitles.src} srcLang={subtitles.srclang} label={subtitles.label} default /> : null}
        </video>
      ) : (
        <audio ref={setMedia} src={src} preload={preload} loop={loop} {...events} />
      )}
      {error ? (
        <p className="at-media__error" role="alert">
          {error}
        </p>
      ) : null}
      {kind === 'audio' && peaks && peaks.length > 0 ? <Waveform peaks={peaks} progress={progress} onSeek={(fraction) => seekTo(fraction * time.duration)} /> : null}
      <MediaControls
        kind={kind}
        title={title}
        playing={playing}
        current={time.current}
        duration={time.duration}
        volume={sound.volume}
        muted={sound.muted}
        fullscreen={fullscreen}
        disabled={Boolean(error)}
        downloadHref={downloadUrl === undefined ? src : downloadUrl}
        downloadName={downloadName}
        volumeRef={volumeRef}
        onToggle={() => run({ type: 'toggle' })}
        onSeek={seekTo}
        onVolume={(volume) => media.current && setMediaVolume(media.current, volume)}
        onMute={() => run({ type: 'mute' })}
        onFullscreen={() => toggleFullscreen(box.current, media.current)}
      />
    </div>
  );
}
