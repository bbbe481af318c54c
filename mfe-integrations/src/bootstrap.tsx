import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { AuthProvider, QueryProvider, Toaster } from '@atelier/runtime';
import '@atelier/ui';
import Demo from './exposed/demo';
import Integrations from './exposed/integrations';

/**
 * Standalone run for this remote's own development (`npm run dev -w mfe-integrations`). Inside the
 * site the shell provides the query client; standalone there is no shell, so this page mounts it itself.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryProvider>
      <AuthProvider>
        <BrowserRouter>
          <nav style={{ display: 'flex', gap: 16, padding: '12px 24px' }} aria-label="Standalone">
            <Link to="/integrations">Integrations</Link>
            <Link to="/demo">Demo</Link>
          </nav>
          <main style={{ padding: '24px' }}>
            <Routes>
              <Route path="/integrations" element={<Integrations />} />
              <Route path="/demo" element={<Demo />} />
              <Route path="*" element={<Navigate to="/integrations" replace />} />
            </Routes>
          </main>
        </BrowserRouter>
        <Toaster />
      </AuthProvider>
    </QueryProvider>
  </StrictMode>,
);
