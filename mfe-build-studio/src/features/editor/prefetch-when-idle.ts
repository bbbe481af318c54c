/**
 * Once the page has loaded and the browser is idle, loads editor-prefetch.ts (a few hundred bytes), whose
 * chunk makes the runtime prefetch the editor and its languages. Once per page; nothing when it fails
 * (the code view then loads them itself).
 */
let started = false;

export function prefetchEditorWhenIdle(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const idle = () => {
    const load = () => void import('./editor-prefetch').catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 5_000 });
    else window.setTimeout(load, 1_000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
