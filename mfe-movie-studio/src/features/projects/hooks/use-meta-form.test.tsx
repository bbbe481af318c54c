import { act, renderHook, waitFor } from '@testing-library/react';
import { bodyOf, callsTo, jsonResponse, routeFetch } from '@atelier/runtime/testing';
import type { MovieProjectDto } from '@atelier/api-types';
import { queryWrapper, resetBrowser, toastsShown } from '../../../test/query-wrapper';
import { useMetaForm } from './use-meta-form';

const fetchMock = jest.fn();

function form(project?: MovieProjectDto) {
  const current = { generation: 0, projectRef: 'movie_1', adopt: jest.fn() };
  const hook = renderHook(() => useMetaForm('visitor', current, project), { wrapper: queryWrapper() });
  return { current, get now() { return hook.result.current; } };
}

beforeEach(() => {
  resetBrowser(fetchMock);
  routeFetch(fetchMock, { 'POST /api/movie/save-meta': () => jsonResponse(200, { project_id: 'p1', title: 'Last Delivery', logline: '', target_length: 5 }) });
});

describe(useMetaForm.name, () => {
  it('asks for a title before saving anything', () => {
    const meta = form();
    act(() => meta.now.save());
    expect(toastsShown()).toEqual(['error: Movie title is required!']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the trimmed details once, and the new movie takes the id the server gave it', async () => {
    const meta = form();
    act(() => meta.now.setValues({ title: '  Last Delivery ', logline: ' ', targetLength: 10, aspectRatio: '16:9' }));
    act(() => meta.now.save({ targetLength: 5 }));
    await waitFor(() => expect(meta.current.adopt).toHaveBeenCalledWith('p1'));
    expect(toastsShown()).toEqual(['success: Movie metadata saved!']);
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/movie/save-meta')[0][1])).toEqual({ project_id: 'movie_1', title: 'Last Delivery', logline: '', target_length: 5, aspect_ratio: '16:9' });
    act(() => meta.now.save());
    expect(callsTo(fetchMock, 'POST', '/api/movie/save-meta')).toHaveLength(1);
  });

  it('sends one save at a time: a choice made while a save is in flight goes next, to the movie that save created', async () => {
    let answer: (() => void) | null = null;
    routeFetch(fetchMock, {
      'POST /api/movie/save-meta': (_url: string, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          const body = JSON.parse(String(init?.body)) as { target_length: number; aspect_ratio: string };
          answer = () => resolve(jsonResponse(200, { project_id: 'p1', title: 'Last Delivery', logline: '', target_length: body.target_length, aspect_ratio: body.aspect_ratio }));
        }),
    });
    const meta = form();
    act(() => meta.now.setValues({ title: 'Last Delivery', logline: '', targetLength: 10, aspectRatio: '16:9' }));
    act(() => meta.now.save({ targetLength: 5 }));
    act(() => meta.now.save({ aspectRatio: '9:16' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/movie/save-meta')).toHaveLength(1));
    // The first answer has not come: the second choice waits for it.
    await act(async () => new Promise((settle) => setTimeout(settle, 20)));
    expect(callsTo(fetchMock, 'POST', '/api/movie/save-meta')).toHaveLength(1);

    await act(async () => answer?.());
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/movie/save-meta')).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/movie/save-meta')[1][1])).toEqual({ project_id: 'p1', title: 'Last Delivery', logline: '', target_length: 5, aspect_ratio: '9:16' });
    await act(async () => answer?.());
    await waitFor(() => expect(meta.current.adopt).toHaveBeenCalledTimes(2));
    expect(callsTo(fetchMock, 'POST', '/api/movie/save-meta')).toHaveLength(2);
  });
});
