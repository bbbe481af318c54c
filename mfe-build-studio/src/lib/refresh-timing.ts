/**
 * When the project last changed (a keystroke in the editor, an operation of a generation), so the
 * preview can tell how long that change took to reach the screen. The time is announced on `window` as
 * an `atelier:preview-refresh` event ({ ms }): the studio shows it and `npm run bench:build-studio`
 * measures it.
 */
let changedAt: number | null = null;

export function markProjectChanged(): void {
  changedAt = performance.now();
}

export const PREVIEW_REFRESH_EVENT = 'atelier:preview-refresh';

/** Called when the preview painted; returns the milliseconds since the change, once per change. */
export function previewPainted(): number | null {
  if (changedAt === null) return null;
  const ms = performance.now() - changedAt;
  changedAt = null;
  window.dispatchEvent(new CustomEvent(PREVIEW_REFRESH_EVENT, { detail: { ms } }));
  return ms;
}
