import { useEffect, useRef } from 'react';
import { Spinner } from '@atelier/ui';
import type { GenerationState } from '../hooks/use-generation';
import type { GenerationResult } from '../types';
import { MediaResult } from './media-result';

interface Props {
  generation: Omit<GenerationState, 'generate'>;
  /** The mode's empty-state hint, shown until there is something to show. */
  hint: string | undefined;
  /** Regenerate on a result: the same prompt again, as a new (counted) generation. */
  onRegenerate?: (result: GenerationResult) => void;
}

function VideoProgress({ value }: { value: number }) {
  return (
    <div className="landing-progress">
      <div
        className="landing-progress__track"
        role="progressbar"
        aria-label="Video progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className="landing-progress__bar" style={{ width: `${value}%` }} />
      </div>
      <p className="landing-progress__text">
        <span>Generating video...</span>
        <span className="landing-progress__value" aria-hidden="true">
          {value}%
        </span>
      </p>
    </div>
  );
}

/** Photo and video results, newest first, with the running generation and any message for the user on top. */
export function ResultsPanel({ generation, hint, onRegenerate }: Props) {
  const { results, pending, progress, error } = generation;
  const top = useRef<HTMLDivElement>(null);
  const empty = results.length === 0 && !pending && !error;

  // Below 768 px the panel sits under the input bar: bring new activity into view.
  useEffect(() => {
    if (!empty) top.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [empty, pending, results.length, error]);

  if (empty) {
    return (
      <div className="landing__hint">
        <span className="landing__hint-icon" aria-hidden="true">✦</span>
        <p>{hint}</p>
      </div>
    );
  }
  return (
    <div className="landing-results" ref={top} aria-busy={pending !== null}>
      {error ? (
        <p className="landing-results__alert" role="alert">
          {error}
        </p>
      ) : null}
      {pending === 'video' ? <VideoProgress value={progress ?? 0} /> : null}
      {pending === 'photo' ? (
        <p className="landing-results__pending" role="status">
          <Spinner size="sm" decorative />
          Generating image...
        </p>
      ) : null}
      {results.map((result) => (
        <MediaResult key={result.id} result={result} onRegenerate={onRegenerate} busy={pending !== null} />
      ))}
    </div>
  );
}
