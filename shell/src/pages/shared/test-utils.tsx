import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '@atelier/runtime';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders a page at `route` inside the real auth provider and a memory router. Any navigation
 * away lands on a probe whose text (`getByTestId('location')`) is the new path.
 */
export function renderPage(page: ReactElement, { route = '/', path }: { route?: string; path?: string } = {}) {
  const pagePath = path ?? route.split('?')[0];
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={pagePath} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

/** A minimal fetch Response for code that reads ok/status/headers/json/blob. */
export function fakeResponse(init: { ok: boolean; status?: number; body?: unknown; blob?: Blob }): Response {
  return {
    ok: init.ok,
    status: init.status ?? (init.ok ? 200 : 500),
    statusText: init.ok ? 'OK' : 'Error',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: async () => init.body ?? {},
    text: async () => JSON.stringify(init.body ?? {}),
    blob: async () => init.blob ?? new Blob(['zip']),
  } as unknown as Response;
}
