import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeResponse, renderPage } from '../shared/test-utils';
import { ApiReferencePage } from './api-reference-page';

const DOCUMENT = JSON.parse(readFileSync(path.join(__dirname, 'openapi-fixture.json'), 'utf8'));
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe(ApiReferencePage.name, () => {
  it('renders the public operations from GET /api/docs-json with examples, and no internal route', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ ok: true, body: DOCUMENT }));
    renderPage(<ApiReferencePage />, { route: '/docs/api' });

    const text = await screen.findByRole('article', { name: 'POST /api/wp/text' });
    expect(fetchMock).toHaveBeenCalledWith('/api/docs-json', expect.anything());
    expect(within(text).getByText('Generate text')).toBeTruthy();
    expect(within(text).getByRole('tabpanel').textContent).toContain(`curl -X POST '${window.location.origin}/api/wp/text'`);
    fireEvent.click(within(text).getByRole('tab', { name: 'PHP' }));
    expect(within(text).getByRole('tabpanel').textContent).toContain('curl_init(');
    fireEvent.click(within(text).getByRole('tab', { name: 'JavaScript' }));
    expect(within(text).getByRole('tabpanel').textContent).toContain('await fetch(');
    expect(screen.getByText(`${window.location.origin}/api/openai/v1`)).toBeTruthy();
    expect(screen.queryByText('/api/chat/stream')).toBeNull();
    expect(screen.queryByText('/api/integrations/auth/login')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'API reference' })).toBeTruthy();
  });

  it('links back to Integrations and Home', () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderPage(<ApiReferencePage />, { route: '/docs/api' });
    const back = screen.getByRole('navigation', { name: 'Back' });
    expect(within(back).getByRole('link', { name: '← Integrations' }).getAttribute('href')).toBe('/integrations');
    expect(within(back).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('offers Try again when the document cannot be loaded', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ ok: false, status: 503, body: { statusCode: 503, code: 'X', message: 'down' } }));
    renderPage(<ApiReferencePage />, { route: '/docs/api' });
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    fetchMock.mockResolvedValue(fakeResponse({ ok: true, body: DOCUMENT }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'POST /api/wp/text' })).toBeTruthy();
  });
});
