import { act, renderHook } from '@testing-library/react';
import type { LyricSectionDto, MusicProjectDto } from '@atelier/api-types';
import { toast } from '@atelier/runtime';
import { bodyOf, callsTo, jsonResponse, routeFetch } from '@atelier/runtime/testing';
import { installFakeFetch } from '../../../test/fake-fetch';
import { projectOf } from '../../../test/music-fixtures';
import { queryWrapper } from '../../../test/query-wrapper';
import { useWriteLyrics } from './use-write-lyrics';

jest.mock('@atelier/runtime', () => ({ ...jest.requireActual('@atelier/runtime'), toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = installFakeFetch();
const written: LyricSectionDto[] = [{ id: 'l1', type: 'verse', content: 'Rain on an empty harbour', order: 0 }];

function writer(project: MusicProjectDto | null) {
  const onWritten = jest.fn();
  return { hook: renderHook(() => useWriteLyrics('user:u1', project, onWritten), { wrapper: queryWrapper() }), onWritten };
}

describe('useWriteLyrics', () => {
  it("writes lyrics in the project's genre and mood, and hands them over as the server kept them", async () => {
    routeFetch(fetchMock, {
      'POST /api/music/lyrics': () => jsonResponse(200, { lyrics: written, title: 'Harbour', source: 'offline engine', engine: {} }),
      'GET /api/music/projects/song1': () => jsonResponse(200, projectOf({ lyrics: written })),
      'GET /api/music/projects': () => jsonResponse(200, { projects: [] }),
    });
    const { hook, onWritten } = writer(projectOf({ genre: 'jazz', mood: 'melancholic' }));

    await act(() => hook.result.current.write('Rain on an empty harbour'));

    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/music/lyrics')[0][1])).toEqual({ prompt: 'Rain on an empty harbour', project_id: 'song1', genre: 'jazz', mood: 'melancholic' });
    expect(onWritten).toHaveBeenCalledWith(written);
    expect(toast.success).toHaveBeenCalledWith('Lyrics generated!');
  });

  it('says it failed, and keeps the lyrics, when the server cannot write them', async () => {
    routeFetch(fetchMock, { 'POST /api/music/lyrics': () => jsonResponse(502, { statusCode: 502, code: 'ENGINE_FAILED', message: 'No words today.' }) });
    const { hook, onWritten } = writer(projectOf());

    await act(() => hook.result.current.write('Anything'));

    expect(onWritten).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Failed to generate lyrics.');
  });

  it('asks nothing before a project is open', async () => {
    routeFetch(fetchMock, {});
    const { hook } = writer(null);

    await act(() => hook.result.current.write('Anything'));

    expect(fetchMock).not.toHaveBeenCalled();
  });
});
