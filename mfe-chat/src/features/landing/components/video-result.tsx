import type { VideoResult as Video } from '../types';
import { EngineLabel } from './engine-label';

export function VideoResult({ result }: { result: Video }) {
  return (
    <figure className="landing-result">
      <video className="landing-result__media" src={result.url} controls playsInline preload="metadata" aria-label={result.prompt} />
      <figcaption className="landing-result__caption">
        <span className="landing-result__prompt">{result.prompt}</span>
        <EngineLabel engine={result.engine} />
      </figcaption>
    </figure>
  );
}
