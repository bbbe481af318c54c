import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@atelier/ui';
import type { RemoteScreen } from './remote-catalog';
import { loadRemoteScreen } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

const screens = new Map<string, LazyExoticComponent<ComponentType>>();

function keyOf(screen: RemoteScreen): string {
  return `${screen.remote}/${screen.module}`;
}

/** A lazy component per screen, kept while it works so revisiting a route does not suspend again. */
function lazyScreen(screen: RemoteScreen, fresh: boolean): LazyExoticComponent<ComponentType> {
  const key = keyOf(screen);
  let component = screens.get(key);
  if (!component || fresh) {
    component = lazy(() =>
      loadRemoteScreen(screen).catch((error: unknown) => {
        screens.delete(key); // a failed lazy() stays failed; the next mount makes a new one
        throw error;
      }),
    );
    screens.set(key, component);
  }
  return component;
}

function RemoteLoading({ title }: { title: string }) {
  return (
    <div className="remote-loading" aria-busy="true" aria-label={`Loading ${title}`}>
      <Spinner />
    </div>
  );
}

/** Renders a remote's screen; if the remote is down, hung or not deployed, a fallback with Retry. */
export function RemoteRoute({ screen }: { screen: RemoteScreen }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(screen, false);
  const retry = useCallback(() => {
    lazyScreen(screen, true);
    setAttempt((n) => n + 1);
  }, [screen]);

  return (
    <RemoteErrorBoundary key={`${keyOf(screen)}#${attempt}`} fallback={(error) => <RemoteUnavailable title={screen.title} error={error} onRetry={retry} />}>
      <Suspense fallback={<RemoteLoading title={screen.title} />}>
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
