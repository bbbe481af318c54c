import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AuthProvider, QueryProvider, Toaster } from '@atelier/runtime';
import '@atelier/ui';
import BuildStudio from './exposed/build-studio';

/**
 * Standalone run for this remote's own development (`npm run dev -w mfe-build-studio`). Inside the site
 * the shell provides the query client, sign-in state, toasts and dialogs; standalone this page does.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryProvider>
      <AuthProvider>
        <BrowserRouter>
          <Routes>
            <Route path="/build-studio" element={<BuildStudio />} />
            <Route path="*" element={<Navigate to="/build-studio" replace />} />
          </Routes>
        </BrowserRouter>
        <Toaster />
      </AuthProvider>
    </QueryProvider>
  </StrictMode>,
);
