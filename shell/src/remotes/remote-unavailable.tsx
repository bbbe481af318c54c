import { Button, buttonClassName } from '@atelier/ui';
import { RemoteLoadError } from './remote-loader';
import './remote-unavailable.css';

interface Props {
  title: string;
  error: unknown;
  onRetry: () => void;
}

function explain(error: unknown): string {
  if (error instanceof RemoteLoadError && error.reason === 'not-deployed') {
    return 'This area is not deployed yet. The rest of Atelier keeps working.';
  }
  if (error instanceof RemoteLoadError && error.reason === 'timeout') {
    return 'It is taking too long to answer. The rest of Atelier keeps working.';
  }
  return 'It could not be reached. The rest of Atelier keeps working.';
}

/** The one fallback for any studio route whose remote cannot be shown. */
export function RemoteUnavailable({ title, error, onRetry }: Props) {
  // Every fallback offers a way out (ARCHITECTURE.md §2): where the shell hides its bars (Build Studio) it is the only
  // one. A full page load home is fine after a remote failed. On the landing itself, Home would lead back here.
  const atHome = typeof window !== 'undefined' && window.location.pathname === '/';
  return (
    <section className="remote-unavailable" role="alert" aria-labelledby="remote-unavailable-title">
      <div className="remote-unavailable__icon" aria-hidden="true">⚠</div>
      <h1 id="remote-unavailable-title" className="remote-unavailable__title">
        {title} is unavailable
      </h1>
      <p className="remote-unavailable__text">{explain(error)}</p>
      <div className="remote-unavailable__actions">
        <Button onClick={onRetry}>Retry</Button>
        {!atHome ? (
          <a href="/" className={buttonClassName({ variant: 'secondary' })}>
            Home
          </a>
        ) : null}
      </div>
    </section>
  );
}
