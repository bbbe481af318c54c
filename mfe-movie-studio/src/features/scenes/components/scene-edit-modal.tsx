import { useEffect, useState } from 'react';
import { Button, Modal } from '@atelier/ui';
import type { MovieCharacterDto, SceneDto } from '@atelier/api-types';
import { TextAreaField } from '../../../lib/components/text-area-field';

export const SCENE_PROMPT_MAX = 1000;

export interface SceneEditModalProps {
  scene: SceneDto | null;
  characters: readonly MovieCharacterDto[];
  saving: boolean;
  onSave: (input: { sceneId: string; prompt: string; characterIds: string[] }) => void;
  onClose: () => void;
}

/** Rewrite a scene and choose who is in it; its render stays, marked out of date, until it is generated again. */
export function SceneEditModal({ scene, characters, saving, onSave, onClose }: SceneEditModalProps) {
  const [prompt, setPrompt] = useState('');
  const [cast, setCast] = useState<string[]>([]);

  useEffect(() => {
    if (!scene) return;
    setPrompt(scene.prompt);
    setCast(scene.characters.map((character) => character.id));
  }, [scene]);

  const toggle = (characterId: string) =>
    setCast((current) => (current.includes(characterId) ? current.filter((item) => item !== characterId) : [...current, characterId]));

  return (
    <Modal
      open={scene !== null}
      onClose={onClose}
      title={scene ? `Edit Scene ${scene.scene_number}` : 'Edit Scene'}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={saving}
            disabled={!prompt.trim()}
            onClick={() => scene && onSave({ sceneId: scene.id, prompt: prompt.trim(), characterIds: cast })}
          >
            Save Scene
          </Button>
        </>
      }
    >
      <TextAreaField label="Scene" rows={5} maxLength={SCENE_PROMPT_MAX} value={prompt} onChange={(event) => setPrompt(event.target.value)} />
      <fieldset className="movie-cast-picker">
        <legend className="at-field__label">Characters in this scene</legend>
        {characters.map((character) => (
          <label key={character.id} className="movie-cast-picker__item">
            <input type="checkbox" checked={cast.includes(character.id)} onChange={() => toggle(character.id)} />
            {character.name} <span className="movie-muted">({character.role})</span>
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
