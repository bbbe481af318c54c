import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiUrl, usePublicConfig } from '@atelier/runtime';
import { Button } from '@atelier/ui';
import { useTerminalWriter } from '../../../lib/terminal-context';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { composePreview, resolveReference, type ComposedPreview } from '../compose-preview';
import type { PreviewMessage } from '../preview-bridge';
import { planPreviewUpdate } from '../preview-update';
import { previewPainted } from '../../../lib/refresh-timing';
import { useAfterFirstPaint } from '../use-after-first-paint';
import { usePreviewHeartbeat } from '../use-preview-heartbeat';

const HOST_PATH = '/build-studio/preview-frame';

/**
 * Where the host page comes from: the preview's own origin when the site has one (another site, so the
 * browser gives the preview its own process and a stuck script cannot freeze the studio), told the
 * studio's origin, the only one it will talk to; else the site's own API.
 */
function hostPageUrl(previewOrigin: string | null): string {
  if (!previewOrigin) return new URL(apiUrl(HOST_PATH), window.location.href).href;
  return `${previewOrigin}/api${HOST_PATH}?studio=${encodeURIComponent(window.location.origin)}`;
}

/**
 * The static site as it is now, updated on every change (spec 001 §4) in a sandboxed frame
 * (sandbox="allow-scripts": no access to the studio, its storage or its origin): a change to css files
 * only is swapped in place, a change to nothing the page uses leaves it alone, anything else reloads it.
 * Console output and errors go to the Terminal; a preview that stops beating gets a Restart there;
 * links to other pages of the project open them here.
 */
export function StaticPreview() {
  const { state } = useWorkspace();
  const { write } = useTerminalWriter();
  const { config, loading } = usePublicConfig();
  const frame = useRef<HTMLIFrameElement>(null);
  const [hostReady, setHostReady] = useState(false);
  const [restarts, setRestarts] = useState(0);
  const [page, setPage] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [refreshMs, setRefreshMs] = useState<number | null>(null);
  const renders = useRef(0);
  const composedShown = useRef<ComposedPreview | null>(null);
  const latest = useRef({ files: state.files, shown });
  latest.current = { files: state.files, shown };
  const previewOrigin = config?.previewOrigin ?? null;
  const painted = useAfterFirstPaint();
  const src = useMemo(() => (loading || !painted ? null : hostPageUrl(previewOrigin)), [loading, painted, previewOrigin]);
  // On its own origin the host page keeps that origin, and both sides name each other; on the site's own
  // origin it stays sandboxed (opaque, origin "null") so it can never reach the studio.
  const origin = src && previewOrigin ? new URL(src).origin : src ? 'null' : null;
  const target = previewOrigin ? origin! : '*';

  const restart = useCallback(() => {
    composedShown.current = null;
    setHostReady(false);
    // A new frame element: the browser ends the stuck page's process with the old one and starts a fresh page.
    setRestarts((count) => count + 1);
  }, []);
  const heartbeat = usePreviewHeartbeat(frame, restart);

  useEffect(() => {
    // While a generation writes the project, half a project would flash by: the page updates once it is done.
    if (!hostReady || !origin || !frame.current?.contentWindow || state.generating) return;
    const composed = composePreview(state.files, { renderId: renders.current + 1, page });
    const update = planPreviewUpdate(composedShown.current, composed);
    if (update.kind === 'none') return;
    composedShown.current = composed;
    if (update.kind === 'styles') {
      frame.current.contentWindow.postMessage({ source: 'atelier-studio', type: 'styles', styles: update.styles }, target);
      return;
    }
    renders.current += 1;
    setShown(composed.page);
    for (const reference of composed.missing) {
      write({ source: 'preview', level: 'warn', text: `${composed.page} refers to ${reference}, which is not in the project.` });
    }
    frame.current.contentWindow.postMessage({ source: 'atelier-studio', type: 'render', html: composed.html }, target);
    heartbeat.watch();
  }, [hostReady, origin, target, state.revision, state.files, state.generating, page, write, heartbeat]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow || event.origin !== origin) return;
      const data = event.data as PreviewMessage | null;
      if (!data || data.source !== 'atelier-preview') return;
      switch (data.type) {
        case 'host-ready':
          setHostReady(true);
          break;
        case 'beat':
          heartbeat.beat();
          break;
        case 'ready':
          if (data.renderId === renders.current) {
            const ms = previewPainted();
            if (ms !== null) setRefreshMs(ms);
          }
          break;
        case 'console':
          for (const line of data.lines) write({ source: 'preview', level: line.level, text: line.message });
          if (data.dropped > 0) write({ source: 'preview', level: 'warn', text: `… ${data.dropped} line${data.dropped === 1 ? '' : 's'} not shown` });
          break;
        case 'error': {
          const where = data.source_file ? ` (${data.source_file.replace(/^.*\//, '')}${data.line ? `:${data.line}` : ''})` : '';
          write({ source: 'preview', level: 'error', text: `${data.message}${where}` });
          break;
        }
        case 'navigate': {
          const current = latest.current.shown ?? '';
          const target = resolveReference(current.slice(0, current.lastIndexOf('/') + 1), data.href);
          if (target && latest.current.files.some((file) => file.path === target)) setPage(target);
          else write({ source: 'preview', level: 'warn', text: `The page ${data.href} is not in the project.` });
          break;
        }
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [write, origin, heartbeat]);

  return (
    <div className="bs-preview">
      <div className="bs-preview__bar">
        <span className="bs-preview__address" title="The page shown">
          {shown ?? 'No page'}
        </span>
        {page && page !== 'index.html' ? (
          <Button size="sm" variant="ghost" onClick={() => setPage(null)}>
            Home page
          </Button>
        ) : null}
        {refreshMs !== null ? <span className="bs-preview__timing">updated in {Math.round(refreshMs)} ms</span> : null}
      </div>
      {src ? <iframe key={restarts} ref={frame} className="bs-preview__frame" title="Preview" sandbox={previewOrigin ? 'allow-scripts allow-same-origin' : 'allow-scripts'} src={src} /> : null}
    </div>
  );
}
