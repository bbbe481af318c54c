import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@atelier/runtime';
import '@atelier/ui';
import MovieStudio from './exposed/movie-studio';

/** Standalone run for this remote's own development (`npm run dev -w mfe-movie-studio`), with no shell around it. */
mountStandalone(
  <BrowserRouter>
    <div style={{ height: '100vh' }}>
      <Routes>
        <Route path="*" element={<MovieStudio />} />
      </Routes>
    </div>
  </BrowserRouter>,
);
