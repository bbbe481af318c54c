import { Button, Spinner } from '@atelier/ui';
import type { ArtifactDto } from '@atelier/api-types';
import { ArtifactCard } from './artifact-card';

interface RecentArtifactsProps {
  artifacts: ArtifactDto[];
  loading: boolean;
  failed: boolean;
  onRetry(): void;
}

/** Spec 001 §2: newest first, scrolling at about 24rem, with the spec's empty text. */
export function RecentArtifacts({ artifacts, loading, failed, onRetry }: RecentArtifactsProps) {
  return (
    <section className="mkt-card mkt-artifacts" aria-labelledby="mkt-artifacts-title">
      <h2 id="mkt-artifacts-title" className="mkt-section-title">
        Recent Artifacts
      </h2>
      {loading ? (
        <div className="mkt-artifacts__empty" aria-busy="true">
          <Spinner />
        </div>
      ) : failed ? (
        <p className="mkt-artifacts__empty">
          Your artifacts could not be loaded.{' '}
          <Button variant="ghost" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </p>
      ) : artifacts.length === 0 ? (
        <p className="mkt-artifacts__empty">Your generated content will appear here</p>
      ) : (
        <ul className="mkt-artifacts__list" tabIndex={0} aria-label="Recent Artifacts, newest first">
          {artifacts.map((artifact) => (
            <ArtifactCard key={artifact.id} artifact={artifact} />
          ))}
        </ul>
      )}
    </section>
  );
}
