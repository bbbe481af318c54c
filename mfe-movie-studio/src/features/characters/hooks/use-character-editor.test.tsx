import { act, renderHook, waitFor } from '@testing-library/react';
import { bodyOf, callsTo, jsonResponse, routeFetch } from '@atelier/runtime/testing';
import type { MovieCharacterDto } from '@atelier/api-types';
import { queryWrapper, resetBrowser, toastsShown } from '../../../test/query-wrapper';
import type { CharacterDraft } from './use-character-actions';
import { useCharacterEditor } from './use-character-editor';

const confirm = jest.fn();
jest.mock('@atelier/ui', () => ({ useDialogs: () => ({ confirm, prompt: jest.fn(), alert: jest.fn() }) }));

const fetchMock = jest.fn();
const MIRA = { id: 'c1', name: 'Mira', role: 'Good Guy', bio: 'A courier.' } as MovieCharacterDto;
const draft: CharacterDraft = { id: 'char_1', name: 'Mira', role: 'Good Guy', bio: 'A courier.', avatarFilename: null, avatarFile: null };

function editor() {
  const adopt = jest.fn();
  const hook = renderHook(() => useCharacterEditor('visitor', 'movie_1', adopt), { wrapper: queryWrapper() });
  return { adopt, get now() { return hook.result.current; } };
}

beforeEach(() => {
  resetBrowser(fetchMock);
  confirm.mockReset();
});

describe(useCharacterEditor.name, () => {
  it('opens the modal to add or to edit a character', () => {
    const characters = editor();
    expect(characters.now.modal.open).toBe(false);
    act(() => characters.now.bible.onAdd());
    expect(characters.now.modal).toMatchObject({ open: true, character: null });
    act(() => characters.now.bible.onEdit(MIRA));
    expect(characters.now.modal).toMatchObject({ open: true, character: MIRA });
  });

  it('closes the modal once the character is saved, and takes the id the server gave the movie', async () => {
    routeFetch(fetchMock, { 'POST /api/movie/character': () => jsonResponse(200, { project_id: 'p1', character: MIRA }) });
    const characters = editor();
    act(() => characters.now.bible.onAdd());
    await act(async () => characters.now.modal.onSave(draft, false));
    await waitFor(() => expect(characters.now.modal.open).toBe(false));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/movie/character')[0][1])).toMatchObject({ project_id: 'movie_1', character: { id: 'char_1', name: 'Mira' } });
    expect(characters.now.modal.open).toBe(false);
    expect(characters.adopt).toHaveBeenCalledWith('p1');
    expect(toastsShown()).toEqual(['success: Character added!']);
  });

  it('keeps the modal open when saving fails', async () => {
    routeFetch(fetchMock, { 'POST /api/movie/character': () => jsonResponse(500, { statusCode: 500, code: 'internal', message: 'boom' }) });
    const characters = editor();
    act(() => characters.now.bible.onEdit(MIRA));
    await act(async () => characters.now.modal.onSave(draft, true));
    await waitFor(() => expect(toastsShown()).toEqual(['error: Failed to save character.']));
    expect(characters.now.modal).toMatchObject({ open: true, character: MIRA });
  });

  it('deletes a character only once confirmed', async () => {
    routeFetch(fetchMock, { 'DELETE /api/movie/character/movie_1/c1': () => jsonResponse(200, { project_id: 'p1', character_id: 'c1' }) });
    const characters = editor();
    confirm.mockResolvedValueOnce(false);
    await act(async () => characters.now.bible.onDelete(MIRA));
    expect(confirm).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Delete Mira?', message: 'Scenes with this character go out of date.' }));
    expect(fetchMock).not.toHaveBeenCalled();
    confirm.mockResolvedValueOnce(true);
    await act(async () => characters.now.bible.onDelete(MIRA));
    await waitFor(() => expect(toastsShown()).toEqual(['success: Character deleted!']));
    expect(callsTo(fetchMock, 'DELETE', '/api/movie/character/movie_1/c1')).toHaveLength(1);
  });
});
