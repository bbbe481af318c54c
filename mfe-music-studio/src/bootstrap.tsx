import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@atelier/ui';

/** Standalone page of this remote; it exposes no screen to the shell yet. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main style={{ padding: 32, fontFamily: 'var(--at-font)' }}>
      <h1>Music Studio</h1>
      <p>This remote is deployed but exposes no screen yet; the shell shows its route as unavailable.</p>
    </main>
  </StrictMode>,
);
