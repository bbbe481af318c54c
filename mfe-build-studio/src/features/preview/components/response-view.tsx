import { useEffect, useRef, useState } from 'react';
import type { BuildRunResponseDto } from '@atelier/api-types';
import { apiUrl } from '@atelier/runtime';
import { Badge, SegmentedControl } from '@atelier/ui';
import { SERVER_PAGE_HOST_PATH, isHtmlAnswer, isServerPageHostReady, serverPageMessage } from '../server-page';

type HtmlView = 'page' | 'source';

const HTML_VIEWS = [
  { value: 'page', label: 'Page' },
  { value: 'source', label: 'Source' },
] as const;

/** The app's answer in the request panel: status, headers, and the body (an HTML page rendered, with its source a click away). */
export function ResponseView({ answer }: { answer: BuildRunResponseDto }) {
  const [view, setView] = useState<HtmlView>('page');
  const tone = answer.status >= 500 ? 'danger' : answer.status >= 400 ? 'warning' : 'success';
  const html = isHtmlAnswer(answer);
  return (
    <section className="bs-response" aria-label="Response">
      <p className="bs-response__status">
        <Badge variant={tone}>{answer.status}</Badge> <span className="bs-muted">{answer.durationMs} ms</span>
        {answer.truncated ? <span className="bs-muted"> · cut at 1 MB</span> : null}
        {html ? <SegmentedControl className="bs-response__view" size="sm" label="Show the HTML as" options={HTML_VIEWS} value={view} onChange={setView} /> : null}
      </p>
      <details className="bs-response__headers">
        <summary>Headers ({Object.keys(answer.headers).length})</summary>
        <dl>
          {Object.entries(answer.headers).map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      {html && view === 'page' ? (
        <ServerPage html={answer.body} />
      ) : (
        <pre className="bs-response__body bs-code">{bodyText(answer) || '(empty body)'}</pre>
      )}
    </section>
  );
}

/**
 * The page in the backend's host page (server-page-host.ts): a srcdoc frame here would inherit the site's
 * policy and lose its inline styles. The host runs its one script in an opaque origin; the page itself
 * runs none.
 */
function ServerPage({ html }: { html: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (frame.current && event.source === frame.current.contentWindow && isServerPageHostReady(event.data)) setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage(serverPageMessage(html), '*');
  }, [ready, html]);

  return <iframe ref={frame} className="bs-response__page" title="Server page" sandbox="allow-scripts" src={apiUrl(SERVER_PAGE_HOST_PATH)} />;
}

function bodyText(answer: BuildRunResponseDto): string {
  if (answer.bodyEncoding === 'base64') return `(${answer.body.length} characters of binary data, base64)`;
  if (/json/i.test(answer.headers['content-type'] ?? '')) {
    try {
      return JSON.stringify(JSON.parse(answer.body), null, 2);
    } catch {
      // not valid JSON after all: show it as sent
    }
  }
  return answer.body;
}
