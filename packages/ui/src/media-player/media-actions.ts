const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Plays a paused (or finished) element, pauses a playing one. */
export function toggleMedia(element: HTMLMediaElement): void {
  // A refused play() (autoplay policy, a file that cannot play) also fires `error` or simply stays paused.
  if (element.paused || element.ended) void Promise.resolve(element.play()).catch(() => undefined);
  else element.pause();
}

/** Moves to `seconds`, kept within the file (a stream of unknown length only stops at 0). */
export function seekMedia(element: HTMLMediaElement, seconds: number): void {
  if (!Number.isFinite(seconds)) return;
  const end = Number.isFinite(element.duration) ? element.duration : Math.max(seconds, 0);
  element.currentTime = clamp(seconds, 0, end);
}

/** Sets the volume within 0–1; 0 also mutes, anything above unmutes. */
export function setMediaVolume(element: HTMLMediaElement, volume: number): void {
  element.volume = clamp(volume, 0, 1);
  element.muted = element.volume === 0;
}

/** Full screen for the player box (so the custom controls come along); iOS Safari only allows the video itself. */
export function toggleFullscreen(box: HTMLElement | null, video: HTMLMediaElement | null): void {
  const ios = video as (HTMLMediaElement & { webkitEnterFullscreen?: () => void }) | null;
  if (document.fullscreenElement) void document.exitFullscreen?.();
  else if (box?.requestFullscreen) void box.requestFullscreen().catch(() => undefined);
  else ios?.webkitEnterFullscreen?.();
}
