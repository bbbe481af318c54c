import { resolveMediaUrl } from '@atelier/runtime';
import { Badge } from '@atelier/ui';
import type { ArtifactDto } from '@atelier/api-types';
import { artifactTitle } from '../artifact-text';
import { CopyButton } from './copy-button';

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One artifact: what was asked, what came out (each part labelled, or the image), and Copy. */
export function ArtifactCard({ artifact }: { artifact: ArtifactDto }) {
  return (
    <li className="mkt-artifact" aria-label={`${artifactTitle(artifact)}: ${artifact.input}`}>
      <div className="mkt-artifact__head">
        <span className="mkt-artifact__title">{artifactTitle(artifact)}</span>
        <Badge variant={artifact.engine.provider === 'local' ? 'neutral' : 'accent'}>{artifact.engine.label}</Badge>
        <span className="mkt-artifact__cost">
          {artifact.cost.amount} {artifact.cost.currency}
        </span>
        <CopyButton artifact={artifact} />
      </div>
      <p className="mkt-artifact__input">“{artifact.input}”</p>
      <div className="mkt-artifact__output">
        {artifact.output.map((item, index) =>
          item.type === 'image' && item.url ? (
            <img
              key={index}
              className="mkt-artifact__image"
              src={resolveMediaUrl(item.url)}
              alt={item.alt ?? artifact.input}
              width={item.width}
              height={item.height}
              loading="lazy"
            />
          ) : (
            <div key={index} className="mkt-artifact__part">
              {item.label ? <span className="mkt-artifact__label">{item.label}</span> : null}
              <p>{item.content}</p>
            </div>
          ),
        )}
      </div>
      <time className="mkt-artifact__time" dateTime={artifact.created_at}>
        {time.format(new Date(artifact.created_at))}
      </time>
    </li>
  );
}
