import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AuthProvider, QueryProvider, loadPublicConfig } from '@atelier/runtime';
import '@atelier/ui';
import { routes } from './app/routes';
import { loadRemoteRegistry } from './remotes/remote-registry';
import { RemoteLoadError } from './remotes/remote-loader';

// Start reading remotes.json while React renders; the first remote route awaits the same promise.
loadRemoteRegistry().catch(() => undefined);
// The public config (engines, demo key) is fixed per server and read by first screens such as the landing's
// offline notice: ask now, alongside the remote's code, instead of after that screen has rendered.
loadPublicConfig().catch(() => undefined);

// The component router: the apps use no loaders or actions, so the data router's engine is not shipped (ARCHITECTURE.md §4).
function AppRoutes() {
  return useRoutes(routes);
}

const root = createRoot(document.getElementById('root')!, {
  // A remote that is down is an expected state with its own fallback, not a crash: one line is enough.
  onCaughtError(error) {
    if (error instanceof RemoteLoadError) console.warn(error.message);
    else console.error(error);
  },
});

// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread in one long task (ARCHITECTURE.md §4: total blocking time).
startTransition(() =>
  root.render(
    <StrictMode>
      {/* The page's one query client, for the shell's pages and every remote screen rendered inside it. */}
      <QueryProvider>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </QueryProvider>
    </StrictMode>,
  ),
);
