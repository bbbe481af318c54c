import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@atelier/runtime';
import '@atelier/ui';
import Landing from './exposed/landing';

/** Standalone run for this remote's own development (`npm run dev -w mfe-chat`), with no shell around it. */
mountStandalone(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<Landing />} />
    </Routes>
  </BrowserRouter>,
);
