import { resolveMediaUrl } from '@atelier/runtime';
import { Badge, Button, ProgressBar } from '@atelier/ui';
import { MediaPlayer } from '@atelier/ui/studio';
import type { SceneDto } from '@atelier/api-types';
import { CharacterAvatar } from '../../../lib/components/character-avatar';
import { formatDuration } from '../../../lib/utils/format-duration';
import { SUBTITLE_LANGUAGE, subtitlesUrl } from '../../../lib/utils/subtitles-url';
import type { SceneLive } from '../utils/scene-live';

/** A narrated clip's cues (a clip rendered before narration has none: its track just stays empty). */
function sceneSubtitles(video: string) {
  const src = subtitlesUrl(video, 'vtt');
  return src ? { src, ...SUBTITLE_LANGUAGE } : undefined;
}

/**
 * Clips open on a fade from black: a media fragment just past it makes the card show the scene's
 * picture instead of a black box (playback starts there; the fade is all it skips).
 */
const POSTER_FRAGMENT = '#t=0.5';

export interface SceneCardProps {
  scene: SceneDto;
  /** While a job holds it: the scene's own state from the job's event stream (its item of the batch). */
  live: SceneLive | null;
  starting: boolean;
  onGenerate: () => void;
  onEdit: () => void;
}

type ShownStatus = 'rendering' | SceneDto['status'];

/** The job's word on the scene wins over the project's, which is only asked again once the job ends. */
function shownStatus(scene: SceneDto, live: SceneLive | null): ShownStatus {
  if (!live) return scene.status;
  if (live.state === 'completed') return 'completed';
  if (live.state === 'failed') return 'failed';
  return 'rendering';
}

function StatusBadges({ status, stale }: { status: ShownStatus; stale: boolean }) {
  if (status === 'rendering') return <Badge variant="accent">Rendering</Badge>;
  if (status === 'completed') {
    return (
      <>
        <Badge variant="success">Completed</Badge>
        {stale ? <Badge variant="warning">Out of date</Badge> : null}
      </>
    );
  }
  if (status === 'failed') return <Badge variant="danger">Failed</Badge>;
  return <Badge variant="neutral">Not generated</Badge>;
}

/** One scene (spec 001 §2): number, status (completed in green), prompt, bible text, and its video or 'Generate Scene'. */
export function SceneCard({ scene, live, starting, onGenerate, onEdit }: SceneCardProps) {
  const status = shownStatus(scene, live);
  const rendering = status === 'rendering';
  const videoUrl = (live?.state === 'completed' ? live.clipUrl : null) ?? scene.video_url;
  const error = live?.state === 'failed' ? live.error : scene.job?.error;
  const title = `Scene ${scene.scene_number}`;
  return (
    <article className={`movie-scene movie-scene--${status}`} aria-labelledby={`scene-${scene.id}-title`}>
      <header className="movie-scene__head">
        <h3 id={`scene-${scene.id}-title`}>{title}</h3>
        <span className="movie-muted movie-scene__length">{formatDuration(scene.duration_seconds)}</span>
        <span className="movie-scene__badges">
          <StatusBadges status={status} stale={live?.state !== 'completed' && scene.stale} />
        </span>
      </header>
      {videoUrl && !rendering ? (
        <div className="movie-scene__video">
          <MediaPlayer
            kind="video"
            src={`${resolveMediaUrl(videoUrl)}${POSTER_FRAGMENT}`}
            downloadUrl={resolveMediaUrl(videoUrl)}
            title={title}
            downloadName={`scene-${scene.scene_number}.mp4`}
            subtitles={sceneSubtitles(resolveMediaUrl(videoUrl))}
          />
          {scene.engine ? <p className="movie-muted movie-small">{scene.engine.label}</p> : null}
        </div>
      ) : null}
      {rendering ? (
        <div className="movie-scene__progress">
          <ProgressBar label={`${title} progress`} value={live?.state === 'running' ? live.percent : null} />
          <p className="movie-muted movie-small" role="status">
            {live?.state === 'queued' ? 'Queued' : ((live?.state === 'running' ? live.stage : null) ?? 'Rendering')}
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
      {status === 'failed' && error ? (
        <p className="movie-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="movie-scene__actions">
        {videoUrl ? (
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
