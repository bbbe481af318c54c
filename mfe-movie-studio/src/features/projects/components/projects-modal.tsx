import { Button, Modal, Spinner } from '@atelier/ui';
import type { MovieProjectSummaryDto } from '@atelier/api-types';

export interface ProjectsModalProps {
  open: boolean;
  projects: readonly MovieProjectSummaryDto[] | undefined;
  loading: boolean;
  failed: boolean;
  currentId: string | null;
  onOpen: (projectId: string) => void;
  onDelete: (project: MovieProjectSummaryDto) => void;
  onNew: () => void;
  onClose: () => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 'Your Movies': reopen an earlier movie, delete one, or start a new one. */
export function ProjectsModal({ open, projects, loading, failed, currentId, onOpen, onDelete, onNew, onClose }: ProjectsModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Your Movies"
      size="lg"
      footer={
        <Button variant="secondary" onClick={onNew}>
          New Movie
        </Button>
      }
    >
      {loading ? <Spinner /> : null}
      {failed ? <p className="movie-error">Your movies could not be loaded. Please try again.</p> : null}
      {projects && projects.length === 0 ? <p className="movie-muted">No movies saved yet</p> : null}
      {projects && projects.length > 0 ? (
        <ul className="movie-projects" aria-label="Movies">
          {projects.map((project) => (
            <li key={project.project_id} className="at-spread movie-projects__item">
              <div>
                <p className="movie-projects__title">
                  {project.title || 'Untitled movie'}
                  {project.project_id === currentId ? <span className="movie-muted"> (open)</span> : null}
                </p>
                <p className="movie-muted movie-small">
                  {project.target_length} minutes · {project.character_count} characters · {project.rendered_count} of {project.scene_count} scenes generated ·{' '}
                  {dateFormat.format(new Date(project.updated_at))}
                </p>
              </div>
              <div className="movie-projects__actions">
                <Button size="sm" onClick={() => onOpen(project.project_id)} aria-label={`Open ${project.title || 'Untitled movie'}`}>
                  Open
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onDelete(project)} aria-label={`Delete ${project.title || 'Untitled movie'}`}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
