import { OwnerScope } from '@atelier/runtime';
import { Spinner } from '@atelier/ui';
import type { RemoteScreen } from './remote-catalog';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { screenKey, useRemoteScreen } from './use-remote-screen';

function RemoteLoading({ title }: { title: string }) {
  return (
    <div className="remote-loading" aria-busy="true" aria-label={`Loading ${title}`}>
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
