import type { VideoResult as Video } from '../types';
import { EngineLabel } from './engine-label';
import { ResultActions, type ResultActionsProps } from './result-actions';

interface Props extends Omit<ResultActionsProps, 'result'> {
  result: Video;
}

/** One video with its prompt, engine and actions; fits whatever column it is put in (results panel or thread). */
export function VideoResult({ result, onRegenerate, busy }: Props) {
  return (
    <figure className="landing-result">
      <video className="landing-result__media" src={result.url} controls playsInline preload="metadata" aria-label={result.prompt} />
      <figcaption className="landing-result__caption">
        <span className="landing-result__prompt">{result.prompt}</span>
        <EngineLabel engine={result.engine} />
      </figcaption>
      <ResultActions result={result} onRegenerate={onRegenerate} busy={busy} />
    </figure>
  );
}
