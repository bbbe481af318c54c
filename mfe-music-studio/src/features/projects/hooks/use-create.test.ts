import { act, renderHook, waitFor } from '@testing-library/react';
import { toast } from '@atelier/runtime';
import { bodyOf, callsTo, jsonResponse, routeFetch } from '@atelier/runtime/testing';
import { installFakeFetch } from '../../../test/fake-fetch';
import { projectOf } from '../../../test/music-fixtures';
import { queryWrapper } from '../../../test/query-wrapper';
import { useCreate } from './use-create';

jest.mock('@atelier/runtime', () => ({ ...jest.requireActual('@atelier/runtime'), toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = installFakeFetch();
const body = { id: 'song1', type: 'single', genre: 'jazz', mood: 'chill', length: 2 } as const;

function creator() {
  const onCreated = jest.fn();
  return { hook: renderHook(() => useCreate('user:u1', onCreated), { wrapper: queryWrapper() }), onCreated };
}

describe('useCreate', () => {
  it('creates the project with the chosen fields, opens it and says where to start', async () => {
    routeFetch(fetchMock, { 'POST /api/music/projects': () => jsonResponse(201, projectOf()), 'GET /api/music/projects': () => jsonResponse(200, { projects: [] }) });
    const { hook, onCreated } = creator();

    act(() => hook.result.current.create(body));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('song1'));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/music/projects')[0][1])).toEqual(body);
    expect(toast.success).toHaveBeenCalledWith('Project created! Start with lyrics.');
  });

  it("shows the server's reason when it refuses the project", async () => {
    routeFetch(fetchMock, { 'POST /api/music/projects': () => jsonResponse(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'length must be one of 2, 3, 4, 5, 8' }) });
    const { hook, onCreated } = creator();

    act(() => hook.result.current.create(body));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('length must be one of 2, 3, 4, 5, 8'));
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('says the project could not be created when the request never got through', async () => {
    routeFetch(fetchMock, { 'POST /api/music/projects': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { hook } = creator();

    act(() => hook.result.current.create(body));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The project could not be created.'));
  });
});
