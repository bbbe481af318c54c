import { act, renderHook } from '@testing-library/react';
import type { ArrangementDto, LyricSectionDto } from '@atelier/api-types';
import { toast } from '@atelier/runtime';
import { bodyOf, callsTo, jsonResponse, routeFetch } from '@atelier/runtime/testing';
import { installFakeFetch } from '../../../test/fake-fetch';
import { projectOf } from '../../../test/music-fixtures';
import { queryWrapper } from '../../../test/query-wrapper';
import { useProjectEdits } from './use-project-edits';

jest.mock('@atelier/runtime', () => ({ ...jest.requireActual('@atelier/runtime'), toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = installFakeFetch();
const SAVE = 'PUT /api/music/projects/song1';
const verse: LyricSectionDto = { id: 'l1', type: 'verse', content: 'Neon on the water', order: 0 };
const arrangement: ArrangementDto = { lanes: [{ lane: 'drums', muted: false, solo: false, volume: 1 }], clips: [] };
const project = projectOf({ lyrics: [verse], arrangement });

function edits() {
  return renderHook(() => useProjectEdits('user:u1', project), { wrapper: queryWrapper() });
}

describe('useProjectEdits', () => {
  it('sends only what was edited, and takes what the server kept', async () => {
    const kept = { ...verse, content: 'Neon on the river' };
    routeFetch(fetchMock, { [SAVE]: () => jsonResponse(200, projectOf({ lyrics: [kept], arrangement })) });
    const hook = edits();
    act(() => hook.result.current.lyrics.edit([{ ...verse, content: 'Neon on the river ' }]));

    await act(async () => expect(await hook.result.current.save()).toBe(true));

    const [[, init]] = callsTo(fetchMock, 'PUT', '/api/music/projects/song1');
    expect(bodyOf(init)).toEqual({ lyrics: [{ ...verse, content: 'Neon on the river ' }] });
    expect(hook.result.current.lyrics).toMatchObject({ draft: [kept], dirty: false });
  });

  it('asks nothing of the server when nothing was edited', async () => {
    routeFetch(fetchMock, {});
    const hook = edits();

    await act(async () => expect(await hook.result.current.save()).toBe(true));

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the edits and shows the server's reason when the save is refused", async () => {
    routeFetch(fetchMock, { [SAVE]: () => jsonResponse(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Too many clips.' }) });
    const hook = edits();
    act(() => hook.result.current.arrangement.edit({ ...arrangement, clips: [] }));

    await act(async () => expect(await hook.result.current.save()).toBe(false));

    expect(toast.error).toHaveBeenCalledWith('Too many clips.');
    expect(hook.result.current.arrangement.dirty).toBe(true);
  });

  it('says the project was saved when Save worked', async () => {
    routeFetch(fetchMock, { [SAVE]: () => jsonResponse(200, project) });
    const hook = edits();
    act(() => hook.result.current.lyrics.edit([]));

    await act(() => hook.result.current.saveAll());

    expect(toast.success).toHaveBeenCalledWith('Project saved!');
  });
});
