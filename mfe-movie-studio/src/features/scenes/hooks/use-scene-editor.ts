import { useState } from 'react';
import type { SceneDto } from '@atelier/api-types';
import type { SceneEditModalProps } from '../components/scene-edit-modal';
import type { useSceneActions } from './use-scene-actions';

type SceneEdit = ReturnType<typeof useSceneActions>['edit'];

/** Edit Scene: open on a scene, closed once its change is saved (left open with the text when saving fails). */
export function useSceneEditor(edit: SceneEdit) {
  const [scene, setScene] = useState<SceneDto | null>(null);
  const modal: Omit<SceneEditModalProps, 'characters'> = {
    scene,
    saving: edit.isPending,
    onClose: () => setScene(null),
    onSave: (input) => edit.mutate(input, { onSuccess: () => setScene(null) }),
  };
  return { open: setScene, modal };
}
