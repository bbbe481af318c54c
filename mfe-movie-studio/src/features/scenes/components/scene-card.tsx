import type { CSSProperties } from 'react';
import { resolveMediaUrl } from '@atelier/runtime';
import { Badge, Button, ProgressBar } from '@atelier/ui';
import { MediaPlayer } from '@atelier/ui/studio';
import type { SceneDto } from '@atelier/api-types';
import { CharacterAvatar } from '../../../lib/components/character-avatar';
import { cssAspectRatio, ratioOfFrame } from '../../../lib/utils/aspect-ratio';
import { formatDuration } from '../../../lib/utils/format-duration';
import { SUBTITLE_LANGUAGE, subtitlesUrl } from '../../../lib/utils/subtitles-url';
import type { SceneLive } from '../utils/scene-live';

/** A narrated clip's cues (a clip rendered before narration has none: its track just stays empty). */
function sceneSubtitles(video: string) {
  const src = subtitlesUrl(video, 'vtt');
  return src ? { src, ...SUBTITLE_LANGUAGE } : undefined;
}

/**
 * Clips open on a fade from black. A render's poster (a frame from its middle) is what the card shows
 * before playing; a render without one (made before posters) gets a media fragment just past the fade
 * instead, so its card shows the scene's picture, not a black box.
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
  // The scene as last loaded describes the clip shown (not so for a clip the job just made, until the
  // project is loaded again): its poster, and its shape, which the card's box takes (no bars around it).
  const described = !!videoUrl && videoUrl === scene.video_url;
  const ratio = described ? ratioOfFrame(scene.width, scene.height) : null;
  const poster = described ? scene.poster_url : null;
  return (
    <article className={`movie-scene movie-scene--${status}`} aria-labelledby={`scene-${scene.id}-title`}>
      <header className="movie-scene__head">
        <h3 id={`scene-${scene.id}-title`}>{title}</h3>
        <span className="movie-muted movie-scene__length">{formatDuration(scene.duration_seconds)}</span>
        {ratio && videoUrl && !rendering ? <span className="movie-muted movie-small movie-scene__ratio">{ratio}</span> : null}
        <span className="movie-scene__badges">
          <StatusBadges status={status} stale={live?.state !== 'completed' && scene.stale} />
        </span>
      </header>
      {videoUrl && !rendering ? (
        <div
          className={`movie-scene__video${ratio && ratio !== '16:9' ? ' movie-scene__video--upright' : ''}`}
          style={ratio ? ({ '--movie-scene-ratio': cssAspectRatio(ratio) } as CSSProperties) : undefined}
        >
          <MediaPlayer
            kind="video"
            src={poster ? resolveMediaUrl(videoUrl) : `${resolveMediaUrl(videoUrl)}${POSTER_FRAGMENT}`}
            poster={poster ? resolveMediaUrl(poster) : undefined}
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
