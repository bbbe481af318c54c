import { BrowserRouter } from 'react-router-dom';
import { mountStandalone } from '@atelier/runtime';
import '@atelier/ui';
import MarketingStudio from './exposed/marketing-studio';

/** Standalone run for this remote's own development (`npm run dev -w mfe-marketing`), with no shell around it. */
mountStandalone(
  <BrowserRouter>
    <main style={{ padding: '24px', maxWidth: 1280, margin: '0 auto' }}>
      <MarketingStudio />
    </main>
  </BrowserRouter>,
);
