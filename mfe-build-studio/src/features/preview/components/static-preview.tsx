import { useEffect, useRef, useState } from 'react';
import { apiUrl } from '@atelier/runtime';
import { Button } from '@atelier/ui';
import { useTerminal } from '../../../lib/terminal-context';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { composePreview, resolveReference } from '../compose-preview';
import type { PreviewMessage } from '../preview-bridge';
import { previewPainted } from '../../../lib/refresh-timing';

const HOST_PATH = '/build-studio/preview-frame';

/**
 * The static site as it is now, rebuilt on every change (spec 001 §4) in a sandboxed frame
 * (sandbox="allow-scripts": no access to the studio, its storage or its origin). Console output and
 * errors go to the Terminal; links to other pages of the project open them here.
 */
export function StaticPreview() {
  const { state } = useWorkspace();
  const { write } = useTerminal();
  const frame = useRef<HTMLIFrameElement>(null);
  const [hostReady, setHostReady] = useState(false);
  const [page, setPage] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [refreshMs, setRefreshMs] = useState<number | null>(null);
  const renders = useRef(0);
  const latest = useRef({ files: state.files, shown });
  latest.current = { files: state.files, shown };

  useEffect(() => {
    // While a generation writes the project, half a project would flash by: the page updates once it is done.
    if (!hostReady || !frame.current?.contentWindow || state.generating) return;
    renders.current += 1;
    const composed = composePreview(state.files, { renderId: renders.current, page });
    setShown(composed.page);
    for (const reference of composed.missing) {
      write({ source: 'preview', level: 'warn', text: `${composed.page} refers to ${reference}, which is not in the project.` });
    }
    frame.current.contentWindow.postMessage({ source: 'atelier-studio', type: 'render', html: composed.html }, '*');
  }, [hostReady, state.revision, state.files, state.generating, page, write]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as PreviewMessage | null;
      if (!data || data.source !== 'atelier-preview') return;
      switch (data.type) {
        case 'host-ready':
          setHostReady(true);
          break;
        case 'ready':
          if (data.renderId === renders.current) {
            const ms = previewPainted();
            if (ms !== null) setRefreshMs(ms);
          }
          break;
        case 'console':
          write({ source: 'preview', level: data.level, text: data.message });
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
  }, [write]);

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
      <iframe ref={frame} className="bs-preview__frame" title="Preview" sandbox="allow-scripts" src={apiUrl(HOST_PATH)} />
    </div>
  );
}
