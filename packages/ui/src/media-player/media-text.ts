/** 65 → '1:05', 3725 → '1:02:05'; an unknown length (NaN, Infinity for a live stream) → '--:--'. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** What went wrong, in words, from a `MediaError` code (HTMLMediaElement.error). */
export function mediaErrorText(code: number | undefined, kind: 'audio' | 'video'): string {
  switch (code) {
    case 1:
      return 'Loading was stopped before the file could play.';
    case 2:
      return `The ${kind} could not be downloaded. Check your connection and try again.`;
    case 3:
      return `This ${kind} file is damaged or uses an encoding this browser cannot play.`;
    case 4:
      return `This ${kind} could not be loaded: the file is missing or in a format this browser cannot play.`;
    default:
      return `This ${kind} cannot be played.`;
  }
}
