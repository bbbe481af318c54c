import { resolveMediaUrl } from '@atelier/runtime';
import { Badge, Button, ProgressBar } from '@atelier/ui';

export type Step = 'script' | 'scenes';

export interface StudioToolbarProps {
  step: Step;
  hasScenes: boolean;
  canExport: boolean;
  exportHeight: number | null;
  exporting: { percent: number | null; stage: string | null } | null;
  exportUrl: string | null;
  onStep: (step: Step) => void;
  onExport: () => void;
  onProjects: () => void;
  onNew: () => void;
}

const QUALITY: Readonly<Record<number, string>> = { 720: '720p', 1080: 'HD', 2160: '4K' };

/** Header 'Movie Studio', the two steps, the movie commands; 'Export Movie' once scenes exist. */
export function StudioToolbar({ step, hasScenes, canExport, exportHeight, exporting, exportUrl, onStep, onExport, onProjects, onNew }: StudioToolbarProps) {
  return (
    <header className="movie-toolbar">
      <h1 className="movie-toolbar__title">Movie Studio</h1>
      <nav className="movie-steps" aria-label="Steps">
        <button type="button" className="movie-step" aria-current={step === 'script' ? 'step' : undefined} onClick={() => onStep('script')}>
          <span className="movie-step__number" aria-hidden="true">
            1
          </span>
          <span className="movie-visually-hidden">Step 1: </span>
          Script
        </button>
        <button
          type="button"
          className="movie-step"
          aria-current={step === 'scenes' ? 'step' : undefined}
          disabled={!hasScenes}
          onClick={() => onStep('scenes')}
        >
          <span className="movie-step__number" aria-hidden="true">
            2
          </span>
          <span className="movie-visually-hidden">Step 2: </span>
          Scenes
        </button>
      </nav>
      <div className="movie-toolbar__actions">
        <Button size="sm" variant="ghost" onClick={onProjects}>
          My Movies
        </Button>
        <Button size="sm" variant="ghost" onClick={onNew}>
          New Movie
        </Button>
        {exportUrl && !exporting ? (
          <a className="movie-link movie-small" href={resolveMediaUrl(exportUrl)} target="_blank" rel="noopener noreferrer">
            Open last export
          </a>
        ) : null}
        {hasScenes ? (
          <>
            <Button size="sm" onClick={onExport} disabled={!canExport || !!exporting} loading={!!exporting} title={canExport ? undefined : 'Generate at least one scene first'}>
              Export Movie
            </Button>
            {exportHeight ? (
              <Badge variant="accent" title="Export quality of your plan">
                {QUALITY[exportHeight] ?? `${exportHeight}p`}
              </Badge>
            ) : null}
          </>
        ) : null}
      </div>
      {exporting ? (
        <div className="movie-toolbar__export">
          <ProgressBar label="Export progress" value={exporting.percent} size="sm" />
          <p className="movie-muted movie-small" role="status">
            {exporting.stage ?? 'Exporting'}
          </p>
        </div>
      ) : null}
    </header>
  );
}
