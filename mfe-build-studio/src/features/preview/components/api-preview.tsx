import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@atelier/runtime';
import type { BuildRunRequestDto, BuildRunResponseDto } from '@atelier/api-types';
import { Badge, Button, Spinner } from '@atelier/ui';
import { formatBytes } from '../../../lib/format';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useRunnerStatus } from '../api/runs';
import { findEndpoints } from '../endpoints';
import { useRun } from '../use-run';
import { ResponseView } from './response-view';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** JSON first; a route that negotiates may still answer its HTML page, which the panel renders. */
const ACCEPT = 'application/json, text/html;q=0.9, */*;q=0.8';

/**
 * The preview of an Express or FastAPI project: it runs in the sandbox runner, and a request panel
 * sends it requests (method, path, body → status, headers, body). Where it cannot run, says why.
 */
export function ApiPreview({ projectType }: { projectType: 'nodejs' | 'python' }) {
  const { state } = useWorkspace();
  const runner = useRunnerStatus(true);
  const availability = runner.data?.[projectType];
  const run = useRun(projectType);
  const endpoints = useMemo(() => findEndpoints(state.files), [state.files]);
  const wasGenerating = useRef(state.generating);
  const latest = useRef(state);
  latest.current = state;

  // Runs as soon as it can, and again after a generation changed the code.
  useEffect(() => {
    if (!availability?.available || run.run || run.starting || run.error) return;
    void run.start(latest.current.files, latest.current.revision);
  }, [availability?.available, run]);
  useEffect(() => {
    const finished = wasGenerating.current && !state.generating;
    wasGenerating.current = state.generating;
    if (finished && availability?.available && run.startedRevision !== state.revision) void run.start(state.files, state.revision);
  }, [state.generating, state.files, state.revision, availability?.available, run]);

  if (runner.isPending) {
    return (
      <div className="bs-api bs-api--center">
        <Spinner label="Checking the runner" />
      </div>
    );
  }
  if (!availability?.available) {
    return (
      <div className="bs-api bs-api--center">
        <div className="bs-notice" role="status">
          <h3>This {projectType === 'nodejs' ? 'Node.js' : 'Python'} API cannot run here</h3>
          <p>{availability?.reason ?? 'The runner did not answer.'}</p>
          <p className="bs-muted">You can still write and change the code, save it and download it as a zip with its run script.</p>
        </div>
      </div>
    );
  }
  const current = run.run;
  const changed = current !== null && run.startedRevision !== state.revision;
  const restart = () => void run.start(state.files, state.revision);

  return (
    <div className="bs-api">
      <div className="bs-api__status" aria-live="polite">
        {run.starting ? (
          <span className="bs-api__state">
            <Spinner size="sm" decorative /> Starting…
          </span>
        ) : current?.status === 'running' ? (
          <span className="bs-api__state">
            <Badge variant="success">Running</Badge>
            {current.entry} · ready in {current.readyMs} ms{current.memoryBytes ? ` · ${formatBytes(current.memoryBytes)}` : ''}
          </span>
        ) : current ? (
          <span className="bs-api__state">
            <Badge variant={current.status === 'failed' ? 'danger' : 'neutral'}>{current.status === 'failed' ? 'Failed' : 'Stopped'}</Badge>
            {current.reason}
          </span>
        ) : run.error ? (
          <span className="bs-api__state bs-api__state--error">{run.error}</span>
        ) : null}
        <span className="bs-api__actions">
          <Button size="sm" variant={changed ? 'primary' : 'secondary'} onClick={restart} loading={run.starting}>
            {current?.status === 'running' ? 'Restart' : 'Run'}
          </Button>
          {current?.status === 'running' ? (
            <Button size="sm" variant="ghost" onClick={() => void run.stop()}>
              Stop
            </Button>
          ) : null}
        </span>
      </div>
      {changed && current?.status === 'running' ? <p className="bs-api__changed">The code changed since this run started: restart to try the changes.</p> : null}
      <RequestPanel endpoints={endpoints} disabled={current?.status !== 'running'} send={run.send} />
    </div>
  );
}

interface RequestPanelProps {
  endpoints: ReturnType<typeof findEndpoints>;
  disabled: boolean;
  send: ReturnType<typeof useRun>['send'];
}

function RequestPanel({ endpoints, disabled, send }: RequestPanelProps) {
  const [method, setMethod] = useState<string>('GET');
  const [path, setPath] = useState(endpoints[0]?.path ?? '/');
  const [body, setBody] = useState('{\n  \n}');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<BuildRunResponseDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      const withBody = WITH_BODY.has(method);
      setAnswer(
        await send({
          method: method as BuildRunRequestDto['method'],
          path: path.startsWith('/') ? path : `/${path}`,
          headers: withBody ? { 'content-type': 'application/json', accept: ACCEPT } : { accept: ACCEPT },
          ...(withBody ? { body } : {}),
        }),
      );
    } catch (error) {
      setAnswer(null);
      setFailure(error instanceof ApiError ? error.message : 'The request could not be sent.');
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="bs-request" onSubmit={submit} aria-label="Request">
      {endpoints.length ? (
        <div className="bs-request__shortcuts" role="group" aria-label="Endpoints">
          {endpoints.map((endpoint) => (
            <button
              key={`${endpoint.method} ${endpoint.path}`}
              type="button"
              className="bs-chip"
              onClick={() => {
                setMethod(endpoint.method);
                setPath(endpoint.path);
              }}
            >
              <span className={`bs-method bs-method--${endpoint.method.toLowerCase()}`}>{endpoint.method}</span> {endpoint.path}
            </button>
          ))}
        </div>
      ) : null}
      <div className="bs-request__line">
        <label className="bs-visually-hidden" htmlFor="bs-request-method">
          Method
        </label>
        <select id="bs-request-method" className="bs-select" value={method} onChange={(event) => setMethod(event.target.value)}>
          {METHODS.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
        <label className="bs-visually-hidden" htmlFor="bs-request-path">
          Path
        </label>
        <input id="bs-request-path" className="bs-input bs-request__path" value={path} onChange={(event) => setPath(event.target.value)} spellCheck={false} />
        <Button type="submit" disabled={disabled} loading={sending}>
          Send
        </Button>
      </div>
      {WITH_BODY.has(method) ? (
        <label className="bs-request__body">
          <span>Body (JSON)</span>
          <textarea className="bs-input bs-code" rows={5} value={body} onChange={(event) => setBody(event.target.value)} spellCheck={false} />
        </label>
      ) : null}
      {failure ? (
        <p className="bs-request__failure" role="alert">
          {failure}
        </p>
      ) : null}
      {answer ? <ResponseView answer={answer} /> : null}
    </form>
  );
}
