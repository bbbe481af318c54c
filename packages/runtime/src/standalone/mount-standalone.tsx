import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider } from '../auth/auth-provider';
import { QueryProvider } from '../query/query-provider';
import { Toaster } from '../toast/toaster';

/**
 * A remote's standalone run (`npm run dev -w <remote>`). Inside the site the shell provides the query client,
 * sign-in state and toasts; standalone there is no shell, so the page mounts them around `app` itself.
 */
export function mountStandalone(app: ReactNode, container: HTMLElement = document.getElementById('root')!): void {
  createRoot(container).render(
    <StrictMode>
      <QueryProvider>
        <AuthProvider>
          {app}
          <Toaster />
        </AuthProvider>
      </QueryProvider>
    </StrictMode>,
  );
}
