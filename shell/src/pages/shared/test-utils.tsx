import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AuthProvider, QueryProvider, createQueryClient } from '@atelier/runtime';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

interface RenderPageOptions {
  route?: string;
  path?: string;
  /** Wrap in React StrictMode (effects run twice on mount, as in development). */
  strict?: boolean;
  /** The page's server-state cache; a fresh one by default, so no answer leaks from another test. */
  queryClient?: QueryClient;
  /** The browser's own history (jsdom's address bar) instead of a memory router, as the site runs. */
  browser?: boolean;
}

/** The runtime's query client settings, without retries: a failure shows at once in a test. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ retry: false });
}

/**
 * Renders a page at `route` inside the real auth and query providers and a memory router (or, with
 * `browser`, the site's BrowserRouter on jsdom's address bar). Any
 * navigation away lands on a probe whose text (`getByTestId('location')`) is the new path.
 */
export function renderPage(page: ReactElement, { route = '/', path, strict = false, queryClient = createTestQueryClient(), browser = false }: RenderPageOptions = {}) {
  const pagePath = path ?? route.split('?')[0];
  const routes = (
    <Routes>
      <Route path={pagePath} element={page} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>
  );
  if (browser) window.history.replaceState(null, '', route);
  const tree = (
    <QueryProvider client={queryClient}>
      <AuthProvider>{browser ? <BrowserRouter>{routes}</BrowserRouter> : <MemoryRouter initialEntries={[route]}>{routes}</MemoryRouter>}</AuthProvider>
    </QueryProvider>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

/** A minimal fetch Response for code that reads ok/status/headers/json/blob. */
export function fakeResponse(init: { ok: boolean; status?: number; body?: unknown; blob?: Blob; headers?: Record<string, string> }): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = value;
  return {
    ok: init.ok,
    status: init.status ?? (init.ok ? 200 : 500),
    statusText: init.ok ? 'OK' : 'Error',
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    json: async () => init.body ?? {},
    text: async () => JSON.stringify(init.body ?? {}),
    blob: async () => init.blob ?? new Blob(['zip']),
  } as unknown as Response;
}

/** A JSON answer of the backend: a success body, or its `{ statusCode, code, message }` error shape. */
export function apiAnswer(status: number, body?: unknown, headers?: Record<string, string>): Response {
  return fakeResponse({ ok: status >= 200 && status < 300, status, body, headers });
}

export type FetchRoute = Response | ((init: RequestInit) => Response | Promise<Response>);

/**
 * A fetch mock that answers by `'METHOD /path'` (e.g. `'POST /api/auth/login'`); anything
 * unrouted gets a plain 404, so a stray call shows up as a failed expectation, not a hang.
 */
export function routeFetch(routes: Record<string, FetchRoute>): jest.Mock {
  const mock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const route = routes[`${init.method ?? 'GET'} ${url}`];
    if (!route) return fakeResponse({ ok: false, status: 404 });
    return typeof route === 'function' ? route(init) : route;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The calls a `routeFetch` mock received for one route. */
export function callsTo(mock: jest.Mock, key: string): RequestInit[] {
  return mock.mock.calls.filter(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}` === key).map(([, init]) => init as RequestInit);
}
