import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@atelier/runtime';
import { fakeResponse, renderPage } from '../shared/test-utils';
import { DownloadsPage } from './downloads-page';

const fetchMock = jest.fn();
let clickedDownloads: string[];

const INFO = {
  items: [
    { kind: 'theme', filename: 'atelier-theme.zip', version: '1.0.3', sizeBytes: 34 * 1024 + 100 },
    { kind: 'plugin', filename: 'atelier-plugin.zip', version: '1.0.2', sizeBytes: 21 * 1024 },
  ],
};

/** GET /api/download answers `info`; every other URL gets `other` (the zip downloads). */
function answer(info: Promise<Response> | Response, other: (url: string) => Promise<Response> = async () => fakeResponse({ ok: true })) {
  fetchMock.mockImplementation((url: string) => (url === '/api/download' ? Promise.resolve(info) : other(url)));
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  answer(fakeResponse({ ok: true, body: INFO }));
  clickedDownloads = [];
  URL.createObjectURL = jest.fn(() => 'blob:atelier-test');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clickedDownloads.push(this.download);
  });
});

afterEach(() => jest.restoreAllMocks());

function card(name: string) {
  return screen.getByRole('article', { name });
}

async function clickDownload(cardName: string, button: string) {
  await act(async () => {
    fireEvent.click(within(card(cardName)).getByRole('button', { name: button }));
  });
}

describe(DownloadsPage.name, () => {
  it('offers the live demo first', () => {
    renderPage(<DownloadsPage />, { route: '/downloads' });
    expect(screen.getByRole('heading', { name: 'Try the Live Demo First!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Launch Live Demo' }).getAttribute('href')).toBe('/demo');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('describes both downloads with the version and real size from GET /api/download, and the licence', async () => {
    renderPage(<DownloadsPage />, { route: '/downloads' });
    const theme = card('Atelier WordPress Theme');
    const plugin = card('Atelier WordPress Plugin');
    expect(await within(theme).findByText('34 KB')).toBeTruthy();
    expect(within(theme).getByText('1.0.3')).toBeTruthy();
    expect(within(theme).getByText('GPL v2+')).toBeTruthy();
    expect(within(plugin).getByText('1.0.2')).toBeTruthy();
    expect(within(plugin).getByText('21 KB')).toBeTruthy();
    expect(within(plugin).getByText('GPL v2+')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/download', expect.anything());
  });

  it('says it is checking while the facts load, and never shows a made-up figure', () => {
    answer(new Promise<Response>(() => undefined));
    renderPage(<DownloadsPage />, { route: '/downloads' });
    const theme = card('Atelier WordPress Theme');
    expect(within(theme).getAllByText('Checking…')).toHaveLength(2);
    expect(within(theme).queryByText(/\d+(\.\d+)? (KB|MB)/)).toBeNull();
  });

  it('marks version and size unavailable when GET /api/download fails, and still offers the download', async () => {
    answer(fakeResponse({ ok: false, status: 503, body: { statusCode: 503, code: 'DOWNLOAD_UNAVAILABLE', message: 'x' } }));
    renderPage(<DownloadsPage />, { route: '/downloads' });
    const plugin = card('Atelier WordPress Plugin');
    expect(await within(plugin).findAllByText('Unavailable')).toHaveLength(2);
    expect(within(plugin).getByText(/could not be loaded/)).toBeTruthy();
    expect(within(plugin).queryByText(/\d+(\.\d+)? (KB|MB)/)).toBeNull();
    expect(within(plugin).getByRole('button', { name: 'Download Plugin' })).toBeTruthy();
  });

  it('saves the theme from GET /api/download/theme as atelier-theme.zip', async () => {
    const blob = new Blob(['PK']);
    answer(fakeResponse({ ok: true, body: INFO }), async () => fakeResponse({ ok: true, blob }));
    renderPage(<DownloadsPage />, { route: '/downloads' });
    await clickDownload('Atelier WordPress Theme', 'Download Theme');
    expect(fetchMock).toHaveBeenCalledWith('/api/download/theme', expect.objectContaining({ method: 'GET' }));
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clickedDownloads).toEqual(['atelier-theme.zip']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves the plugin from GET /api/download/plugin as atelier-plugin.zip', async () => {
    renderPage(<DownloadsPage />, { route: '/downloads' });
    await clickDownload('Atelier WordPress Plugin', 'Download Plugin');
    expect(fetchMock).toHaveBeenCalledWith('/api/download/plugin', expect.anything());
    expect(clickedDownloads).toEqual(['atelier-plugin.zip']);
  });

  it('shows Download failed on the card (and as a toast) for a non-OK answer', async () => {
    answer(fakeResponse({ ok: true, body: INFO }), async () => fakeResponse({ ok: false, status: 404 }));
    renderPage(<DownloadsPage />, { route: '/downloads' });
    await clickDownload('Atelier WordPress Theme', 'Download Theme');
    await waitFor(() => expect(within(card('Atelier WordPress Theme')).getByRole('alert').textContent).toBe('Download failed'));
    expect(within(card('Atelier WordPress Plugin')).queryByRole('alert')).toBeNull();
    expect(toastStore.getSnapshot().some((toast) => toast.message === 'Download failed' && toast.kind === 'error')).toBe(true);
    expect(clickedDownloads).toEqual([]);
  });

  it('shows Download failed when the network fails', async () => {
    answer(fakeResponse({ ok: true, body: INFO }), async () => Promise.reject(new TypeError('Failed to fetch')));
    renderPage(<DownloadsPage />, { route: '/downloads' });
    await clickDownload('Atelier WordPress Plugin', 'Download Plugin');
    await waitFor(() => expect(within(card('Atelier WordPress Plugin')).getByRole('alert').textContent).toBe('Download failed'));
  });

  it('has installation guides and a documentation link to the API reference page', () => {
    renderPage(<DownloadsPage />, { route: '/downloads' });
    expect(screen.getByRole('heading', { name: 'Install the theme' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Install the plugin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'API documentation' }).getAttribute('href')).toBe('/docs/api');
  });
});
