import { EngineLabel } from './engine-label';
import { ResultActions, type ResultActionsProps } from './result-actions';

/** One photo or video with its prompt, engine and actions; fits whatever column it is put in (results panel or thread). */
export function MediaResult({ result, onRegenerate, busy }: ResultActionsProps) {
  return (
    <figure className="landing-result">
      {result.kind === 'photo' ? (
        <img className="landing-result__media" src={result.url} alt={result.prompt} loading="lazy" />
      ) : (
        <video className="landing-result__media" src={result.url} controls playsInline preload="metadata" aria-label={result.prompt} />
      )}
      <figcaption className="landing-result__caption">
        <span className="landing-result__prompt">{result.prompt}</span>
        <EngineLabel engine={result.engine} />
      </figcaption>
      <ResultActions result={result} onRegenerate={onRegenerate} busy={busy} />
    </figure>
  );
}
