import { useState } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { jsonResponse, routeFetch } from '@atelier/runtime/testing';
import { installFakeFetch } from '../../../test/fake-fetch';
import { projectOf } from '../../../test/music-fixtures';
import { queryWrapper } from '../../../test/query-wrapper';
import { useOpenProject } from './use-open-project';

const remembered = { id: null as string | null, chosen: [] as (string | null)[] };
jest.mock('./use-current-project', () => ({
  useCurrentProjectId: () => {
    const [id, setId] = useState(remembered.id);
    return [id, (next: string | null) => (remembered.chosen.push(next), setId(next))];
  },
}));

const fetchMock = installFakeFetch();

function openProject(id: string) {
  remembered.id = id;
  const onGone = jest.fn();
  return { hook: renderHook(() => useOpenProject('user:u1', onGone), { wrapper: queryWrapper() }), onGone };
}

beforeEach(() => {
  remembered.chosen = [];
});

describe('useOpenProject', () => {
  it('opens the remembered project from the server', async () => {
    routeFetch(fetchMock, { 'GET /api/music/projects/song1': () => jsonResponse(200, projectOf()) });
    const { hook, onGone } = openProject('song1');
    expect(hook.result.current.opening).toBe(true);

    await waitFor(() => expect(hook.result.current.project?.title).toBe('Night Drive'));

    expect(hook.result.current.opening).toBe(false);
    expect(onGone).not.toHaveBeenCalled();
  });

  it('forgets a project the server no longer has, and goes back to Create', async () => {
    routeFetch(fetchMock, { 'GET /api/music/projects/gone1': () => jsonResponse(404, { statusCode: 404, code: 'PROJECT_NOT_FOUND', message: 'Project not found' }) });
    const { hook, onGone } = openProject('gone1');

    await waitFor(() => expect(onGone).toHaveBeenCalledTimes(1));

    expect(remembered.chosen).toEqual([null]);
    expect(hook.result.current.currentId).toBeNull();
  });

  it('reads the project again after a render changed it', async () => {
    routeFetch(fetchMock, {
      'GET /api/music/projects/song1': [() => jsonResponse(200, projectOf()), () => jsonResponse(200, projectOf({ title: 'Night Drive (beat)' }))],
      'GET /api/music/projects': () => jsonResponse(200, { projects: [] }),
    });
    const { hook } = openProject('song1');
    await waitFor(() => expect(hook.result.current.project).not.toBeNull());

    const fresh = await hook.result.current.refresh('song1');

    expect(fresh.title).toBe('Night Drive (beat)');
    await waitFor(() => expect(hook.result.current.project?.title).toBe('Night Drive (beat)'));
  });
});
