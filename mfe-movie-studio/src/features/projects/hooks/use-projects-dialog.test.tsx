import { act, renderHook, waitFor } from '@testing-library/react';
import { callsTo, jsonResponse, routeFetch } from '@atelier/runtime/testing';
import type { MovieProjectSummaryDto } from '@atelier/api-types';
import { queryWrapper, resetBrowser, toastsShown } from '../../../test/query-wrapper';
import type { CurrentProject } from './use-current-project';
import { useProjectsDialog } from './use-projects-dialog';

const confirm = jest.fn();
jest.mock('@atelier/ui', () => ({ useDialogs: () => ({ confirm, prompt: jest.fn(), alert: jest.fn() }) }));

const fetchMock = jest.fn();
const LIST = { projects: [{ project_id: 'p1', title: 'Last Delivery' }, { project_id: 'p2', title: '' }] as MovieProjectSummaryDto[] };

function dialog() {
  const current = { projectRef: 'p1', savedId: 'p1', generation: 0, adopt: jest.fn(), open: jest.fn(), startNew: jest.fn() } satisfies CurrentProject;
  const hook = renderHook(() => useProjectsDialog('visitor', current), { wrapper: queryWrapper() });
  return { current, get modal() { return hook.result.current.modal; }, show: () => act(() => hook.result.current.show()) };
}

beforeEach(() => {
  resetBrowser(fetchMock);
  confirm.mockReset();
  routeFetch(fetchMock, {
    'GET /api/movie/projects': () => jsonResponse(200, LIST),
    'DELETE /api/movie/project/p1': () => jsonResponse(200, { project_id: 'p1' }),
    'DELETE /api/movie/project/p2': () => jsonResponse(500, { statusCode: 500, code: 'internal', message: 'boom' }),
  });
});

describe(useProjectsDialog.name, () => {
  it('asks for the movies only once the list is opened', async () => {
    const projects = dialog();
    await act(async () => undefined);
    expect(callsTo(fetchMock, 'GET', '/api/movie/projects')).toHaveLength(0);
    projects.show();
    await waitFor(() => expect(projects.modal).toMatchObject({ open: true, projects: LIST.projects, currentId: 'p1' }));
  });

  it('closes the list when a movie is opened or a new one started', () => {
    const projects = dialog();
    projects.show();
    act(() => projects.modal.onOpen('p2'));
    expect(projects.current.open).toHaveBeenCalledWith('p2');
    expect(projects.modal.open).toBe(false);
    projects.show();
    act(() => projects.modal.onNew());
    expect(projects.current.startNew).toHaveBeenCalled();
    expect(projects.modal.open).toBe(false);
  });

  it('deletes a movie only once confirmed, and starts a new one when it was the open movie', async () => {
    const projects = dialog();
    confirm.mockResolvedValueOnce(false);
    await act(async () => projects.modal.onDelete(LIST.projects[0]));
    expect(callsTo(fetchMock, 'DELETE', '/api/movie/project/p1')).toHaveLength(0);
    expect(confirm).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Delete Last Delivery?', message: 'Its scenes and exports are deleted too.' }));

    confirm.mockResolvedValueOnce(true);
    await act(async () => projects.modal.onDelete(LIST.projects[0]));
    await waitFor(() => expect(projects.current.startNew).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, 'DELETE', '/api/movie/project/p1')).toHaveLength(1);
  });

  it('names an untitled movie, and says so when it could not be deleted', async () => {
    const projects = dialog();
    confirm.mockResolvedValueOnce(true);
    await act(async () => projects.modal.onDelete(LIST.projects[1]));
    expect(confirm).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Delete Untitled movie?' }));
    await waitFor(() => expect(toastsShown()).toEqual(['error: The movie could not be deleted. Please try again.']));
    expect(projects.current.startNew).not.toHaveBeenCalled();
  });
});
