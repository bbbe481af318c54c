import { useEffect, useRef } from 'react';
import { Button } from '@atelier/ui';
import type { SceneDto } from '@atelier/api-types';
import type { SceneLive } from '../utils/scene-live';
import { SceneCard } from './scene-card';

export interface ScenesStepProps {
  scenes: readonly SceneDto[];
  liveOf: (scene: SceneDto) => SceneLive | null;
  starting: ReadonlySet<string>;
  onGenerate: (sceneIds: string[]) => void;
  onEdit: (scene: SceneDto) => void;
}

/** The scene grid; 'Generate All Scenes' renders every scene without an up-to-date clip as one job. */
export function ScenesStep({ scenes, liveOf, starting, onGenerate, onEdit }: ScenesStepProps) {
  const section = useRef<HTMLElement>(null);
  // The Script step is left scrolled down (at its Generate button): the scenes start at their top.
  useEffect(() => {
    for (let node = section.current?.parentElement; node; node = node.parentElement) {
      if (node.scrollTop > 0) node.scrollTop = 0;
    }
  }, []);
  const lives = new Map(scenes.map((scene) => [scene.id, liveOf(scene)]));
  const finished = (scene: SceneDto) => lives.get(scene.id)?.state === 'completed' || (scene.status === 'completed' && !scene.stale && !lives.get(scene.id));
  const held = (scene: SceneDto) => {
    const live = lives.get(scene.id);
    return live ? live.state === 'queued' || live.state === 'running' : scene.status === 'rendering';
  };
  const done = scenes.filter(finished).length;
  const todo = scenes.filter((scene) => !finished(scene) && !held(scene));
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
            live={lives.get(scene.id) ?? null}
            starting={starting.has(scene.id)}
            onGenerate={() => onGenerate([scene.id])}
            onEdit={() => onEdit(scene)}
          />
        ))}
      </div>
    </section>
  );
}
