import type { PhotoResult as Photo } from '../types';
import { EngineLabel } from './engine-label';
import { ResultActions, type ResultActionsProps } from './result-actions';

interface Props extends Omit<ResultActionsProps, 'result'> {
  result: Photo;
}

/** One photo with its prompt, engine and actions; fits whatever column it is put in (results panel or thread). */
export function PhotoResult({ result, onRegenerate, busy }: Props) {
  return (
    <figure className="landing-result">
      <img className="landing-result__media" src={result.url} alt={result.prompt} loading="lazy" />
      <figcaption className="landing-result__caption">
        <span className="landing-result__prompt">{result.prompt}</span>
        <EngineLabel engine={result.engine} />
      </figcaption>
      <ResultActions result={result} onRegenerate={onRegenerate} busy={busy} />
    </figure>
  );
}
