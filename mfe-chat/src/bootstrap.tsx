import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider, QueryProvider, Toaster } from '@atelier/runtime';
import '@atelier/ui';
import Landing from './exposed/landing';

/**
 * Standalone run for this remote's own development (`npm run dev -w mfe-chat`). Inside the site the
 * shell provides the query client; standalone there is no shell, so this page mounts it itself.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryProvider>
      <AuthProvider>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<Landing />} />
          </Routes>
        </BrowserRouter>
        <Toaster />
      </AuthProvider>
    </QueryProvider>
  </StrictMode>,
);
