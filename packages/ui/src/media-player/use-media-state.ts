import { useRef, useState, type SyntheticEvent } from 'react';
import { mediaErrorText } from './media-text';

type MediaEvent = SyntheticEvent<HTMLMediaElement>;

interface MediaCallbacks {
  onTimeUpdate?: (currentTime: number, duration: number) => void;
  onEnded?: () => void;
}

/**
 * What the native element says about itself (playing, time, volume, error), kept in React state
 * from its own events: the element stays the one source of truth. Spread `events` on it.
 */
export function useMediaState(kind: 'audio' | 'video', callbacks: MediaCallbacks) {
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: Number.NaN });
  const [sound, setSound] = useState({ volume: 1, muted: false });
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(callbacks);
  latest.current = callbacks;

  const readTime = ({ currentTarget }: MediaEvent) => {
    setTime({ current: currentTarget.currentTime, duration: currentTarget.duration });
    return currentTarget;
  };

  const events = {
    onLoadStart: () => setError(null),
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => {
      setPlaying(false);
      latest.current.onEnded?.();
    },
    onLoadedMetadata: readTime,
    onDurationChange: readTime,
    onSeeked: readTime,
    onTimeUpdate: (event: MediaEvent) => {
      const { currentTime, duration } = readTime(event);
      latest.current.onTimeUpdate?.(currentTime, duration);
    },
    onVolumeChange: ({ currentTarget }: MediaEvent) => setSound({ volume: currentTarget.volume, muted: currentTarget.muted }),
    onError: ({ currentTarget }: MediaEvent) => {
      setPlaying(false);
      setError(mediaErrorText(currentTarget.error?.code, kind));
    },
  };

  /** After a seek we set ourselves, show the new time at once (a paused element may report it late). */
  const showTime = (element: HTMLMediaElement) => setTime({ current: element.currentTime, duration: element.duration });

  return { playing, time, sound, error, events, showTime };
}
