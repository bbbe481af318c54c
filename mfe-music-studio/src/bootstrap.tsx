import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider, QueryProvider, Toaster } from '@atelier/runtime';
import { DialogHost } from '@atelier/ui';
import '@atelier/ui';
import MusicStudio from './exposed/music-studio';

/**
 * Standalone run for this remote's own development (`npm run dev -w mfe-music-studio`). Inside the site the
 * shell provides the query client, sign-in state and toasts; standalone there is no shell, so this page does.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryProvider>
      <AuthProvider>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<MusicStudio />} />
          </Routes>
          <DialogHost />
        </BrowserRouter>
        <Toaster />
      </AuthProvider>
    </QueryProvider>
  </StrictMode>,
);
