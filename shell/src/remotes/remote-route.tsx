import { OwnerScope } from '@atelier/runtime';
import { Spinner } from '@atelier/ui';
import type { RemoteScreen } from './remote-catalog';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { screenKey, useRemoteScreen } from './use-remote-screen';

/**
 * The screen's name, painted with the shell's first render while the remote loads. On a route without the
 * shell's bars (Build Studio) a spinner alone is no contentful paint, so the page's first paint waited for
 * the remote's entry, chunks and first render (Lighthouse FCP 1.7 s there, 0.95 s on the other pages).
 */
function RemoteLoading({ title }: { title: string }) {
  return (
    <div className="remote-loading" aria-busy="true" aria-label={`Loading ${title}`}>
      <p className="remote-loading__title">{title}</p>
      <Spinner />
    </div>
  );
}

/** Renders a remote's screen; if the remote is down, hung or not deployed, a fallback with Retry. */
export function RemoteRoute({ screen }: { screen: RemoteScreen }) {
  const { state, attempt, retry } = useRemoteScreen(screen);
  const fallback = (error: unknown) => <RemoteUnavailable title={screen.title} error={error} onRetry={retry} />;

  if (state.status === 'loading') return <RemoteLoading title={screen.title} />;
  if (state.status === 'failed') return fallback(state.error);
  const { Screen } = state;
  // The boundary catches a crash inside the remote's own rendering; Retry mounts a fresh one. The owner
  // scope mounts a fresh one too when an account signs out or another signs in: nothing of theirs stays.
  return (
    <RemoteErrorBoundary key={`${screenKey(screen)}#${attempt}`} fallback={fallback}>
      <OwnerScope>
        <Screen />
      </OwnerScope>
    </RemoteErrorBoundary>
  );
}
