import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider, QueryProvider, Toaster } from '@atelier/runtime';
import '@atelier/ui';
import MovieStudio from './exposed/movie-studio';

/**
 * Standalone run for this remote's own development (`npm run dev -w mfe-movie-studio`). Inside the
 * site the shell provides the query client; standalone there is no shell, so this page mounts it itself.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryProvider>
      <AuthProvider>
        <BrowserRouter>
          <div style={{ height: '100vh' }}>
            <Routes>
              <Route path="*" element={<MovieStudio />} />
            </Routes>
          </div>
        </BrowserRouter>
        <Toaster />
      </AuthProvider>
    </QueryProvider>
  </StrictMode>,
);
