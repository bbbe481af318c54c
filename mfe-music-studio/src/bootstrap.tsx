import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@atelier/runtime';
import { DialogHost } from '@atelier/ui';
import MusicStudio from './exposed/music-studio';

/** Standalone run for this remote's own development (`npm run dev -w mfe-music-studio`), with no shell around it. */
mountStandalone(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<MusicStudio />} />
    </Routes>
    <DialogHost />
  </BrowserRouter>,
);
