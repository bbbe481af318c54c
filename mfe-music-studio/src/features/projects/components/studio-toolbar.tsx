import type { MusicProjectDto, PublicConfigResponseDto } from '@atelier/api-types';
import { Badge } from '@atelier/ui';
import { optionLabel } from '../../../lib/music-options';
import { projectTitle } from './project-list';

interface StudioToolbarProps {
  project: MusicProjectDto | null;
  engine: PublicConfigResponseDto['engines']['music'] | undefined;
}

/** The studio's title, the open project (title, genre, mood, length) and the music engine in use. */
export function StudioToolbar({ project, engine }: StudioToolbarProps) {
  return (
    <div className="music-toolbar">
      <h1 className="music-toolbar__title">Music Studio</h1>
      {project ? (
        <span className="music-toolbar__project">
          <span className="music-toolbar__name">{projectTitle(project)}</span>
          <span className="music-toolbar__meta">
            {optionLabel(project.genre)} · {optionLabel(project.mood)} · {project.length} min
          </span>
        </span>
      ) : null}
      {engine ? (
        <Badge variant="neutral" className="music-toolbar__engine" title={`Music engine: ${engine.model}`}>
          {engine.label}
        </Badge>
      ) : null}
    </div>
  );
}
