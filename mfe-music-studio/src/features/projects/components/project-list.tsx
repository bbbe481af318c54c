import type { MusicProjectSummaryDto } from '@atelier/api-types';
import { Badge, Button, Spinner, cx } from '@atelier/ui';
import { optionLabel } from '../../../lib/music-options';
import { useProjects } from '../api/get-projects';
import './project-list.css';

interface ProjectListProps {
  owner: string;
  currentId: string | null;
  onOpen: (id: string) => void;
}

export function projectTitle(project: { title: string | null; type: string }): string {
  return project.title ?? (project.type === 'album' ? 'Untitled album track' : 'Untitled single');
}

const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** The caller's projects, newest change first; opening one loads its lyrics, beat and arrangement. */
export function ProjectList({ owner, currentId, onOpen }: ProjectListProps) {
  const { data, error, isPending, refetch } = useProjects(owner);
  if (isPending) return <Spinner label="Loading projects" />;
  if (error) {
    return (
      <div className="music-projects__empty" role="alert">
        <p>Your projects could not be loaded.</p>
        <Button size="sm" variant="secondary" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const projects = data?.projects ?? [];
  if (!projects.length) return <p className="music-projects__empty">No projects yet. Create one to start.</p>;
  return (
    <ul className="music-projects" aria-label="Your music projects">
      {projects.map((project: MusicProjectSummaryDto) => (
        <li key={project.id}>
          <button
            type="button"
            className={cx('music-projects__item', project.id === currentId && 'is-current')}
            aria-current={project.id === currentId ? 'true' : undefined}
            onClick={() => onOpen(project.id)}
          >
            <span className="music-projects__title">{projectTitle(project)}</span>
            <span className="music-projects__meta">
              {optionLabel(project.genre)} · {optionLabel(project.mood)} · {project.length} min
            </span>
            <span className="music-projects__badges">
              {project.lyric_count ? <Badge variant="neutral">Lyrics</Badge> : null}
              {project.has_beat ? <Badge variant="accent">Beat</Badge> : null}
              <span className="music-projects__date">{dateText(project.updated_at)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
