import type { ComposedPreview } from './compose-preview';

export type PreviewUpdate = { kind: 'none' } | { kind: 'styles'; styles: Record<string, string> } | { kind: 'render' };

/**
 * What a change needs in the preview: nothing when the page is the same (a file it does not use changed),
 * new styles swapped in place when only css files it holds changed (scroll and state kept), else a reload.
 */
export function planPreviewUpdate(shown: ComposedPreview | null, next: ComposedPreview): PreviewUpdate {
  if (!shown || shown.page !== next.page || shown.shape !== next.shape) return { kind: 'render' };
  const styles: Record<string, string> = {};
  for (const [path, css] of Object.entries(next.styles)) {
    if (shown.styles[path] !== css) styles[path] = css;
  }
  return Object.keys(styles).length ? { kind: 'styles', styles } : { kind: 'none' };
}
