/**
 * Once the page has loaded and the browser is idle, loads editor-prefetch.ts, then each language-prefetch-*.ts,
 * each a few hundred bytes in an idle moment of its own; each chunk makes the runtime prefetch the editor or a
 * group of languages. Once per page; nothing more when one fails (the code view then loads them itself).
 */
const PREFETCHES: (() => Promise<unknown>)[] = [
  () => import('./editor-prefetch'),
  () => import('./language-prefetch-web'),
  () => import('./language-prefetch-more'),
];

let started = false;

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5_000 });
  else window.setTimeout(run, 1_000);
}

function prefetchFrom(index: number): void {
  const prefetch = PREFETCHES[index];
  if (!prefetch) return;
  whenIdle(() => void prefetch().then(() => prefetchFrom(index + 1), () => undefined));
}

export function prefetchEditorWhenIdle(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if (document.readyState === 'complete') prefetchFrom(0);
  else window.addEventListener('load', () => prefetchFrom(0), { once: true });
}
