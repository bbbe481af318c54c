import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore, ownedKey, toastStore } from '@atelier/runtime';
import { bodyOf, callsTo, jsonResponse, routeFetch, type Handler } from '@atelier/runtime/testing';
import { renderScreen, resetBrowserState, toastTexts } from '../../../test/render-screen';
import { readStoredKeys } from '../utils/stored-keys';
import { IntegrationsScreen } from './integrations-screen';
import { SignedInView } from './signed-in-view';

const fetchMock = jest.fn();
const USER = { id: 'u1', email: 'dev@example.com', name: 'dev' };
const FREE = { id: 'free', name: 'Free', price_monthly: 0, tokens: 100, images: 3, videos: 1 };
const PRO = { id: 'pro', name: 'Pro', price_monthly: 2900, tokens: 100_000, images: 500, videos: 50 };
const FULL_KEY = 'atl_live_0123456789abcdefWXYZ';
const listed = (id: string, label: string, masked = 'atl_live_012…WXYZ') => ({
  id,
  label,
  masked_key: masked,
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
});
const usage = { tokens_used: 25, images_used: 3, videos_used: 0, cost_usd: 0.45, period_start: '2026-11-01', period_end: '2026-12-01', plan: FREE };

let clipboard: jest.Mock;

beforeEach(() => {
  resetBrowserState(fetchMock);
  authStore.login(USER, 'tok');
  clipboard = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: clipboard }, configurable: true });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function renderDashboard(routes: Record<string, Handler | Handler[]> = {}) {
  routeFetch(fetchMock, {
    'GET /api/integrations/keys': () => jsonResponse(200, [listed('k1', 'Blog')]),
    'GET /api/integrations/usage': () => jsonResponse(200, usage),
    'GET /api/integrations/plans': () => jsonResponse(200, [FREE, PRO]),
    ...routes,
  });
  await renderScreen(<IntegrationsScreen />);
  await waitFor(() => expect(screen.queryByText('Loading your keys…')).toBeNull());
}

const keysTable = () => screen.getByRole('table', { name: 'Your API keys' });
const LABEL_QUESTION = 'Enter a label for your new API key:';
const REVOKE_QUESTION = 'Are you sure you want to revoke this key?';

/** Create New Key, then answer its label dialog as a person would: type and Create, or Cancel (null). */
async function createKeyNamed(label: string | null) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create New Key' })));
  const dialog = screen.getByRole('dialog', { name: 'Create API key' });
  if (label === null) {
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
  } else {
    fireEvent.change(within(dialog).getByLabelText(LABEL_QUESTION), { target: { value: label } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create' })));
  }
  expect(screen.queryByRole('dialog', { name: 'Create API key' })).toBeNull();
}

/** Revoke on a row, then answer the confirmation; returns the question the dialog asked. */
async function revokeKeyAnswering(name: string, confirm: boolean) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  const dialog = screen.getByRole('alertdialog', { name: 'Revoke API key' });
  const question = document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent;
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: confirm ? 'Revoke' : 'Cancel' })));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  return question;
}
const snippetCode = (title: string) => screen.getByLabelText(`${title} code`).textContent ?? '';
/** Where each snippet shows its key: beside the WordPress ones (for Settings → Atelier), inside the iframe's code. */
const snippetKeyText = (title: string) =>
  (title === 'iframe embed' ? snippetCode(title) : screen.getByLabelText(`${title} settings key`).textContent) ?? '';

describe(SignedInView.name, () => {
  it('greets the user and lists keys masked, with their created date', async () => {
    await renderDashboard();
    expect(screen.getByText('dev@example.com')).toBeTruthy();
    const row = within(keysTable()).getByRole('row', { name: /Blog/ });
    expect(within(row).getByText('atl_live_012…WXYZ')).toBeTruthy();
    expect(within(row).getByText('Nov 20, 2026')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Revoke Blog' })).toBeTruthy();
    expect(row.textContent).not.toContain(FULL_KEY);
  });

  it('points to the API reference page beside the snippets', async () => {
    await renderDashboard();
    expect(screen.getByRole('link', { name: 'API documentation' }).getAttribute('href')).toBe('/docs/api');
  });

  it('does nothing when the label prompt is cancelled or left empty', async () => {
    await renderDashboard();
    const nativePrompt = jest.spyOn(window, 'prompt');
    await createKeyNamed(null);
    await createKeyNamed('   ');
    expect(nativePrompt).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST', '/api/integrations/key')).toHaveLength(0);
    expect(toastTexts()).toEqual([]);
  });

  it('creates a key, shows it in full once, remembers it for the snippets and copies it', async () => {
    const created = { ...listed('k2', 'Shop'), key: FULL_KEY };
    await renderDashboard({
      'POST /api/integrations/key': () => jsonResponse(201, created),
      'GET /api/integrations/keys': [() => jsonResponse(200, [listed('k1', 'Blog')]), () => jsonResponse(200, [listed('k2', 'Shop'), listed('k1', 'Blog')])],
    });
    expect(snippetKeyText('WordPress shortcode')).toContain('YOUR_API_KEY');
    await createKeyNamed('  Shop  ');

    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/integrations/key')[0][1])).toEqual({ label: 'Shop' });
    expect(toastTexts()).toContain('API key created!');
    const dialog = screen.getByRole('dialog', { name: 'Your new API key' });
    expect(within(dialog).getByLabelText('Full API key').textContent).toBe(FULL_KEY);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copy API key' })));
    expect(clipboard).toHaveBeenCalledWith(FULL_KEY);
    expect(readStoredKeys('u1')).toEqual([{ id: 'k2', key: FULL_KEY, created_at: created.created_at }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Your new API key' })).toBeNull();
    // From now on the full key is only beside the snippets, never in the keys table.
    expect(within(keysTable()).queryByText(FULL_KEY)).toBeNull();
    expect(within(keysTable()).getAllByRole('row')).toHaveLength(3);
    for (const title of ['WordPress shortcode', 'Gutenberg block', 'iframe embed']) expect(snippetKeyText(title)).toContain(FULL_KEY);
  });

  it('tells a refused creation from a lost connection', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderDashboard({
      'POST /api/integrations/key': [
        () => jsonResponse(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'label too long' }),
        () => Promise.reject(new TypeError('Failed to fetch')),
      ],
    });
    await createKeyNamed('Shop');
    expect(toastTexts()).toEqual(['Failed to create key']);
    await createKeyNamed('Shop');
    expect(toastTexts()).toEqual(['Failed to create key', 'Connection error']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('revokes only after the confirm, then forgets the stored key', async () => {
    localStorage.setItem(ownedKey('atelier.integrations.keys', 'u1'), JSON.stringify([{ id: 'k1', key: FULL_KEY, created_at: '2026-11-20T10:00:00.000Z' }]));
    await renderDashboard({
      'DELETE /api/integrations/key/k1': () => jsonResponse(200, { message: 'API key revoked' }),
      'GET /api/integrations/keys': [() => jsonResponse(200, [listed('k1', 'Blog')]), () => jsonResponse(200, [])],
    });
    expect(snippetKeyText('Gutenberg block')).toContain(FULL_KEY);
    const nativeConfirm = jest.spyOn(window, 'confirm');

    expect(await revokeKeyAnswering('Revoke Blog', false)).toBe(REVOKE_QUESTION);
    expect(callsTo(fetchMock, 'DELETE', '/api/integrations/key/k1')).toHaveLength(0);

    expect(await revokeKeyAnswering('Revoke Blog', true)).toBe(REVOKE_QUESTION);
    expect(nativeConfirm).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'DELETE', '/api/integrations/key/k1')).toHaveLength(1);
    expect(toastTexts()).toEqual(['API key revoked']);
    expect(screen.getByText('No API keys yet. Create one to start calling the API.')).toBeTruthy();
    expect(readStoredKeys('u1')).toEqual([]);
    expect(snippetKeyText('Gutenberg block')).toContain('YOUR_API_KEY');
  });

  it('says when a revoke fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderDashboard({ 'DELETE /api/integrations/key/k1': () => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'nope' }) });
    await revokeKeyAnswering('Revoke Blog', true);
    expect(toastTexts()).toEqual(['Failed to revoke key']);
  });

  it('drops stored keys the server no longer lists', async () => {
    localStorage.setItem(ownedKey('atelier.integrations.keys', 'u1'), JSON.stringify([{ id: 'gone', key: 'atl_gone_key_000000', created_at: '2026-11-21T00:00:00Z' }]));
    await renderDashboard();
    expect(readStoredKeys('u1')).toEqual([]);
    expect(snippetKeyText('iframe embed')).toContain('YOUR_API_KEY');
  });

  it("draws each usage bar at the real share of the plan's allowance", async () => {
    await renderDashboard();
    const bar = (name: string) => screen.getByRole('progressbar', { name });
    expect(bar('Text tokens used').getAttribute('aria-valuenow')).toBe('25');
    expect((bar('Text tokens used').firstChild as HTMLElement).style.width).toBe('25%');
    expect((bar('Images used').firstChild as HTMLElement).style.width).toBe('100%');
    expect((bar('Videos used').firstChild as HTMLElement).style.width).toBe('0%');
    expect(screen.getByTestId('usage-cost').textContent).toBe('$0.45');
  });

  it('only logs failed loads and shows empty states', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = () => jsonResponse(503, { statusCode: 503, code: 'UNAVAILABLE', message: 'down' });
    await renderDashboard({ 'GET /api/integrations/keys': down, 'GET /api/integrations/usage': down, 'GET /api/integrations/plans': down });
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(3));
    expect(screen.getByText('No API keys yet. Create one to start calling the API.')).toBeTruthy();
    expect(screen.getByText('Usage is not available right now. Please check back later.')).toBeTruthy();
    expect(screen.getByText('Plans are not available right now.')).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });

  it('copies a snippet with a toast and a tick that lasts 2 seconds', async () => {
    await renderDashboard();
    jest.useFakeTimers();
    const button = screen.getByRole('button', { name: 'Copy Gutenberg block' });
    await act(async () => fireEvent.click(button));
    expect(clipboard).toHaveBeenCalledWith('<!-- wp:atelier/chat /-->\n<!-- wp:atelier/photo /-->\n<!-- wp:atelier/video /-->');
    expect(toastTexts()).toContain('Copied to clipboard!');
    expect(button.textContent).toContain('Copied');
    expect(screen.getByRole('button', { name: 'Copy iframe embed' }).textContent).not.toContain('Copied');
    await act(async () => jest.advanceTimersByTime(1_900));
    expect(button.textContent).toContain('Copied');
    await act(async () => jest.advanceTimersByTime(200));
    expect(button.textContent).not.toContain('Copied');
  });

  it('offers upgrades and billing as coming soon, marking the current plan', async () => {
    await renderDashboard();
    const pro = screen.getByRole('listitem', { name: 'Pro' });
    expect(pro.textContent).toContain('$29/month');
    fireEvent.click(within(pro).getByRole('button', { name: 'Upgrade' }));
    expect(toastTexts()).toEqual(['Billing is coming soon.']);
    fireEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    // The same toast again is merged into the one shown, counted (runtime toast rules: no stack of copies).
    expect(toastTexts()).toEqual(['Billing is coming soon.']);
    expect(toastStore.getSnapshot()[0].count).toBe(2);
    expect((within(screen.getByRole('listitem', { name: 'Free' })).getByRole('button', { name: 'Current plan' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
