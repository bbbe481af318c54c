import { act, renderHook, waitFor } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import type { SceneDto } from '@atelier/api-types';
import { queryWrapper } from '../../../test/query-wrapper';
import { useSceneEditor } from './use-scene-editor';

const SCENE = { id: 's1', scene_number: 1, prompt: 'The flood rises.', characters: [] } as unknown as SceneDto;
const input = { sceneId: 's1', prompt: 'The flood falls.', characterIds: [] as string[] };

function editor(save: (change: typeof input) => Promise<SceneDto>) {
  const hook = renderHook(() => useSceneEditor(useMutation({ mutationFn: save })), { wrapper: queryWrapper() });
  return { get now() { return hook.result.current; } };
}

describe(useSceneEditor.name, () => {
  it('opens on a scene and closes once its change is saved', async () => {
    const save = jest.fn().mockResolvedValue(SCENE);
    const scenes = editor(save);
    expect(scenes.now.modal.scene).toBeNull();
    act(() => scenes.now.open(SCENE));
    expect(scenes.now.modal.scene).toBe(SCENE);
    await act(async () => scenes.now.modal.onSave(input));
    await waitFor(() => expect(scenes.now.modal.scene).toBeNull());
    expect(save).toHaveBeenCalledWith(input, expect.anything());
  });

  it('stays open on the scene when saving fails', async () => {
    const scenes = editor(() => Promise.reject(new Error('offline')));
    act(() => scenes.now.open(SCENE));
    await act(async () => scenes.now.modal.onSave(input));
    await waitFor(() => expect(scenes.now.modal.saving).toBe(false));
    expect(scenes.now.modal.scene).toBe(SCENE);
    act(() => scenes.now.modal.onClose());
    expect(scenes.now.modal.scene).toBeNull();
  });
});
