export type MediaAction =
  | { type: 'toggle' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'volumeBy'; amount: number }
  | { type: 'mute' }
  | { type: 'fullscreen' };

export interface ShortcutTarget {
  /** The focused element is a button or link: Space/Enter must keep activating it. */
  activates: boolean;
  /** The focused element is the volume slider: its arrows stay native. */
  isVolume: boolean;
}

export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;

/**
 * The player's keys (as on common web players): Space/K play or pause, ←/→ seek 5 s, J/L 10 s,
 * ↑/↓ volume, M mute, F full screen. Returns null for a key the player leaves alone.
 */
export function mediaShortcut(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }, target: ShortcutTarget): MediaAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case ' ':
      return target.activates ? null : { type: 'toggle' };
    case 'k':
    case 'K':
      return { type: 'toggle' };
    case 'ArrowLeft':
      return target.isVolume ? null : { type: 'seekBy', seconds: -SEEK_STEP_SECONDS };
    case 'ArrowRight':
      return target.isVolume ? null : { type: 'seekBy', seconds: SEEK_STEP_SECONDS };
    case 'j':
    case 'J':
      return { type: 'seekBy', seconds: -2 * SEEK_STEP_SECONDS };
    case 'l':
    case 'L':
      return { type: 'seekBy', seconds: 2 * SEEK_STEP_SECONDS };
    case 'ArrowUp':
      return target.isVolume ? null : { type: 'volumeBy', amount: VOLUME_STEP };
    case 'ArrowDown':
      return target.isVolume ? null : { type: 'volumeBy', amount: -VOLUME_STEP };
    case 'm':
    case 'M':
      return { type: 'mute' };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    default:
      return null;
  }
}
