import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@atelier/runtime';
import '@atelier/ui';
import Demo from './exposed/demo';
import Integrations from './exposed/integrations';

/** Standalone run for this remote's own development (`npm run dev -w mfe-integrations`), with no shell around it. */
mountStandalone(
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
  </BrowserRouter>,
);
