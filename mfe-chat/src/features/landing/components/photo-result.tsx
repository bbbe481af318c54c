import type { PhotoResult as Photo } from '../types';
import { EngineLabel } from './engine-label';

export function PhotoResult({ result }: { result: Photo }) {
  return (
    <figure className="landing-result">
      <img className="landing-result__media" src={result.url} alt={result.prompt} loading="lazy" />
      <figcaption className="landing-result__caption">
        <span className="landing-result__prompt">{result.prompt}</span>
        <EngineLabel engine={result.engine} />
      </figcaption>
    </figure>
  );
}
