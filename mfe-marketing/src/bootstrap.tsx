import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider, QueryProvider, Toaster } from '@atelier/runtime';
import '@atelier/ui';
import MarketingStudio from './exposed/marketing-studio';

/**
 * Standalone run for this remote's own development (`npm run dev -w mfe-marketing`). Inside the site the
 * shell provides the query client, sign-in state and dialogs; standalone this page mounts its own.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryProvider>
      <AuthProvider>
        <BrowserRouter>
          <main style={{ padding: '24px', maxWidth: 1280, margin: '0 auto' }}>
            <MarketingStudio />
          </main>
        </BrowserRouter>
        <Toaster />
      </AuthProvider>
    </QueryProvider>
  </StrictMode>,
);
