import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@atelier/runtime';
import { fakeResponse, renderPage } from '../shared/test-utils';
import { DownloadsPage } from './downloads-page';

const fetchMock = jest.fn();
let clickedDownloads: string[];

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
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

  it('describes both downloads: version, size, licence', () => {
    renderPage(<DownloadsPage />, { route: '/downloads' });
    const theme = card('Atelier WordPress Theme');
    const plugin = card('Atelier WordPress Plugin');
    expect(within(theme).getByText('1.0.0')).toBeTruthy();
    expect(within(theme).getByText('2.5 MB')).toBeTruthy();
    expect(within(theme).getByText('GPL v2+')).toBeTruthy();
    expect(within(plugin).getByText('1.0.0')).toBeTruthy();
    expect(within(plugin).getByText('850 KB')).toBeTruthy();
    expect(within(plugin).getByText('GPL v2+')).toBeTruthy();
  });

  it('saves the theme from GET /api/download/theme as atelier-theme.zip', async () => {
    const blob = new Blob(['PK']);
    fetchMock.mockResolvedValue(fakeResponse({ ok: true, blob }));
    renderPage(<DownloadsPage />, { route: '/downloads' });
    await clickDownload('Atelier WordPress Theme', 'Download Theme');
    expect(fetchMock).toHaveBeenCalledWith('/api/download/theme', expect.objectContaining({ method: 'GET' }));
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clickedDownloads).toEqual(['atelier-theme.zip']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves the plugin from GET /api/download/plugin as atelier-plugin.zip', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ ok: true }));
    renderPage(<DownloadsPage />, { route: '/downloads' });
    await clickDownload('Atelier WordPress Plugin', 'Download Plugin');
    expect(fetchMock).toHaveBeenCalledWith('/api/download/plugin', expect.anything());
    expect(clickedDownloads).toEqual(['atelier-plugin.zip']);
  });

  it('shows Download failed on the card (and as a toast) for a non-OK answer', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ ok: false, status: 404 }));
    renderPage(<DownloadsPage />, { route: '/downloads' });
    await clickDownload('Atelier WordPress Theme', 'Download Theme');
    await waitFor(() => expect(within(card('Atelier WordPress Theme')).getByRole('alert').textContent).toBe('Download failed'));
    expect(within(card('Atelier WordPress Plugin')).queryByRole('alert')).toBeNull();
    expect(toastStore.getSnapshot().some((toast) => toast.message === 'Download failed' && toast.kind === 'error')).toBe(true);
    expect(clickedDownloads).toEqual([]);
  });

  it('shows Download failed when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<DownloadsPage />, { route: '/downloads' });
    await clickDownload('Atelier WordPress Plugin', 'Download Plugin');
    await waitFor(() => expect(within(card('Atelier WordPress Plugin')).getByRole('alert').textContent).toBe('Download failed'));
  });

  it('has installation guides and a documentation link to /api/docs', () => {
    renderPage(<DownloadsPage />, { route: '/downloads' });
    expect(screen.getByRole('heading', { name: 'Install the theme' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Install the plugin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'API documentation' }).getAttribute('href')).toBe('/api/docs');
  });
});
