import { resolveMediaUrl } from '@atelier/runtime';
import { Badge, Button, ProgressBar } from '@atelier/ui';
import { MediaPlayer } from '@atelier/ui/studio';
import type { SceneDto } from '@atelier/api-types';
import { formatDuration } from '../utils/format-duration';
import { CharacterAvatar } from './character-bible';

/**
 * Clips open on a fade from black: a media fragment just past it makes the card show the scene's
 * picture instead of a black box (playback starts there; the fade is all it skips).
 */
const POSTER_FRAGMENT = '#t=0.5';

export interface SceneProgress {
  /** This scene's own 0–100 (its share of a batch). */
  percent: number;
  queued: boolean;
  stage: string | null;
}

export interface SceneCardProps {
  scene: SceneDto;
  /** While a job renders it: live progress from the job's event stream. */
  progress: SceneProgress | null;
  starting: boolean;
  onGenerate: () => void;
  onEdit: () => void;
}

function StatusBadges({ scene, rendering }: { scene: SceneDto; rendering: boolean }) {
  if (rendering) return <Badge variant="accent">Rendering</Badge>;
  if (scene.status === 'completed') {
    return (
      <>
        <Badge variant="success">Completed</Badge>
        {scene.stale ? <Badge variant="warning">Out of date</Badge> : null}
      </>
    );
  }
  if (scene.status === 'failed') return <Badge variant="danger">Failed</Badge>;
  return <Badge variant="neutral">Not generated</Badge>;
}

/** One scene (spec 001 §2): number, status (completed in green), prompt, bible text, and its video or 'Generate Scene'. */
export function SceneCard({ scene, progress, starting, onGenerate, onEdit }: SceneCardProps) {
  const rendering = !!progress || scene.status === 'rendering';
  const title = `Scene ${scene.scene_number}`;
  return (
    <article className={`movie-scene movie-scene--${rendering ? 'rendering' : scene.status}`} aria-labelledby={`scene-${scene.id}-title`}>
      <header className="movie-scene__head">
        <h3 id={`scene-${scene.id}-title`}>{title}</h3>
        <span className="movie-muted movie-scene__length">{formatDuration(scene.duration_seconds)}</span>
        <span className="movie-scene__badges">
          <StatusBadges scene={scene} rendering={rendering} />
        </span>
      </header>
      {scene.video_url && !rendering ? (
        <div className="movie-scene__video">
          <MediaPlayer
            kind="video"
            src={`${resolveMediaUrl(scene.video_url)}${POSTER_FRAGMENT}`}
            downloadUrl={resolveMediaUrl(scene.video_url)}
            title={title}
            downloadName={`scene-${scene.scene_number}.mp4`}
          />
          {scene.engine ? <p className="movie-muted movie-small">{scene.engine.label}</p> : null}
        </div>
      ) : null}
      {rendering ? (
        <div className="movie-scene__progress">
          <ProgressBar label={`${title} progress`} value={progress?.queued ? null : (progress?.percent ?? scene.job?.progress ?? 0)} />
          <p className="movie-muted movie-small" role="status">
            {progress?.queued ? 'Queued: waiting to start' : (progress?.stage ?? scene.job?.stage ?? 'Rendering')}
          </p>
        </div>
      ) : null}
      <p className="movie-scene__prompt">{scene.prompt}</p>
      {scene.characters.length ? (
        <ul className="movie-scene__cast" aria-label={`${title} characters`}>
          {scene.characters.map((character) => (
            <li key={character.id}>
              <CharacterAvatar character={character} size="sm" />
              {character.name}
            </li>
          ))}
        </ul>
      ) : null}
      {scene.bible ? (
        <details className="movie-scene__bible">
          <summary>Character bible</summary>
          <p>{scene.bible}</p>
        </details>
      ) : null}
      {scene.status === 'failed' && scene.job?.error && !rendering ? (
        <p className="movie-error" role="alert">
          {scene.job.error}
        </p>
      ) : null}
      <div className="movie-scene__actions">
        {scene.video_url ? (
          <Button size="sm" variant={scene.stale ? 'primary' : 'secondary'} onClick={onGenerate} disabled={rendering} loading={starting} aria-label={`Regenerate ${title}`}>
            Regenerate
          </Button>
        ) : (
          <Button size="sm" onClick={onGenerate} disabled={rendering} loading={starting} aria-label={`Generate ${title}`}>
            Generate Scene
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onEdit} disabled={rendering} aria-label={`Edit ${title}`}>
          Edit
        </Button>
      </div>
    </article>
  );
}
