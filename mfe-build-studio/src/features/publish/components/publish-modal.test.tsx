import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider, QueryProvider, Toaster, authStore, toastStore } from '@atelier/runtime';
import { callsTo, createTestQueryClient, jsonResponse, routeFetch } from '@atelier/runtime/testing';
import { newProjectState } from '../../../lib/workspace/new-project';
import { WorkspaceProvider } from '../../../lib/workspace/workspace-context';
import { PublishModal } from './publish-modal';

const fetchMock = jest.fn();
const URL_PATH = '/api/build-studio/p/AbCdEfGhIjKlMnOpQrStUv/';
const unpublished = { published: false, url: null, visits: 0, revision: 0, publishedAt: null, revokedAt: null };
const published = { published: true, url: URL_PATH, visits: 3, revision: 1, publishedAt: '2026-11-29T15:00:00.000Z', revokedAt: null };

beforeEach(() => {
  localStorage.clear();
  authStore.restore();
  toastStore.getSnapshot().forEach((item) => toastStore.dismiss(item.id));
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

async function renderModal(serverId: string | null) {
  const initial = { ...newProjectState('static'), project: { ...newProjectState('static').project, serverId } };
  render(
    <QueryProvider client={createTestQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/build-studio']}>
          <WorkspaceProvider initial={initial}>
            <PublishModal open onClose={jest.fn()} onSave={jest.fn()} saving={false} />
          </WorkspaceProvider>
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </QueryProvider>,
  );
  await act(async () => undefined);
}

describe(PublishModal.name, () => {
  it('asks a signed-out user to sign in, and calls nothing', async () => {
    await renderModal(null);
    expect(screen.getByRole('dialog', { name: 'Sign in to publish' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('publishes the saved project and shows the absolute share link with the visit count, then unpublishes it', async () => {
    authStore.login({ id: 'user-1', email: 'maker@example.com', name: 'Maker' }, 'ats_token');
    routeFetch(fetchMock, {
      'GET /api/build-studio/projects/p1/publication': () => jsonResponse(200, unpublished),
      'PUT /api/build-studio/projects/p1/publication': () => jsonResponse(200, published),
      'DELETE /api/build-studio/projects/p1/publication': () => jsonResponse(200, { ...published, published: false, revokedAt: '2026-11-29T15:05:00.000Z' }),
    });
    await renderModal('p1');
    const dialog = await screen.findByRole('dialog', { name: 'Publish' });
    await within(dialog).findByText('0 visits');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const link = (await within(dialog).findByLabelText('Share link')) as HTMLInputElement;
    expect(link.value).toBe(`http://localhost${URL_PATH}`);
    expect(within(dialog).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(`http://localhost${URL_PATH}`);
    expect(within(dialog).getByText('3 visits')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/build-studio/projects/p1/publication')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(within(dialog).queryByLabelText('Share link')).toBeNull());
    expect(within(dialog).getByText(/Publish again to bring it back at the same link/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeTruthy();
  });
});
