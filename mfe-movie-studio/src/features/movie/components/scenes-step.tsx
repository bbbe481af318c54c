import { useEffect, useRef } from 'react';
import { Button } from '@atelier/ui';
import type { SceneDto } from '@atelier/api-types';
import { SceneCard, type SceneProgress } from './scene-card';

export interface ScenesStepProps {
  scenes: readonly SceneDto[];
  progressOf: (scene: SceneDto) => SceneProgress | null;
  starting: ReadonlySet<string>;
  onGenerate: (sceneIds: string[]) => void;
  onEdit: (scene: SceneDto) => void;
}

/** The scene grid; 'Generate All Scenes' renders every scene without an up-to-date clip as one job. */
export function ScenesStep({ scenes, progressOf, starting, onGenerate, onEdit }: ScenesStepProps) {
  const section = useRef<HTMLElement>(null);
  // The Script step is left scrolled down (at its Generate button): the scenes start at their top.
  useEffect(() => {
    for (let node = section.current?.parentElement; node; node = node.parentElement) {
      if (node.scrollTop > 0) node.scrollTop = 0;
    }
  }, []);
  const done = scenes.filter((scene) => scene.status === 'completed' && !scene.stale).length;
  const todo = scenes.filter((scene) => (scene.status !== 'completed' || scene.stale) && scene.status !== 'rendering' && !progressOf(scene));
  return (
    <section ref={section} className="movie-scenes" aria-labelledby="movie-scenes-heading">
      <div className="movie-scenes__head">
        <h2 id="movie-scenes-heading">Scenes</h2>
        <p className="movie-muted">
          {done} of {scenes.length} generated
        </p>
        {todo.length > 1 ? (
          <Button size="sm" variant="secondary" onClick={() => onGenerate(todo.map((scene) => scene.id))}>
            Generate All Scenes ({todo.length})
          </Button>
        ) : null}
      </div>
      <div className="movie-scene-grid">
        {scenes.map((scene) => (
          <SceneCard
            key={scene.id}
            scene={scene}
            progress={progressOf(scene)}
            starting={starting.has(scene.id)}
            onGenerate={() => onGenerate([scene.id])}
            onEdit={() => onEdit(scene)}
          />
        ))}
      </div>
    </section>
  );
}
