import { Badge, Button, Card } from '@atelier/ui';
import { PageIcon } from '../shared/page-icons';
import type { DownloadInfo } from './api/get-download-info';
import type { DownloadItem } from './download-items';
import { formatSize } from './format-size';
import { useDownload } from './use-download';

/** What the server said about this zip: loading, known, or not available (never a made-up figure). */
export type DownloadFacts = { status: 'loading' } | { status: 'error' } | { status: 'ready'; info: DownloadInfo };

function Fact({ facts, read }: { facts: DownloadFacts; read: (info: DownloadInfo) => string }) {
  if (facts.status === 'ready') return <dd>{read(facts.info)}</dd>;
  if (facts.status === 'loading') {
    return (
      <dd className="downloads-card__pending" aria-busy="true">
        Checking…
      </dd>
    );
  }
  return <dd className="downloads-card__pending">Unavailable</dd>;
}

export function DownloadCard({ item, facts }: { item: DownloadItem; facts: DownloadFacts }) {
  const { state, start } = useDownload(item);
  const titleId = `download-${item.id}-title`;
  return (
    <Card as="article" padding="lg" className="downloads-card" aria-labelledby={titleId}>
      <div className="downloads-card__head">
        <PageIcon name={item.id === 'theme' ? 'palette' : 'puzzle'} />
        <div>
          <h2 id={titleId} className="downloads-card__title">
            {item.name}
          </h2>
          <Badge variant="active">Free</Badge>
        </div>
      </div>
      <p className="page-muted downloads-card__description">{item.description}</p>
      <dl className="downloads-card__facts">
        <div>
          <dt>Version</dt>
          <Fact facts={facts} read={(info) => info.version} />
        </div>
        <div>
          <dt>Size</dt>
          <Fact facts={facts} read={(info) => formatSize(info.sizeBytes)} />
        </div>
        <div>
          <dt>License</dt>
          <dd>{item.licence}</dd>
        </div>
      </dl>
      {facts.status === 'error' ? (
        <p className="page-muted downloads-card__note">The version and size could not be loaded just now; the download itself may still work.</p>
      ) : null}
      <ul className="page-list" aria-label={`${item.name} features`}>
        {item.features.map((feature) => (
          <li key={feature} className="page-list__item">
            {feature}
          </li>
        ))}
      </ul>
      <div className="downloads-card__action">
        <Button size="lg" block loading={state.status === 'busy'} onClick={start} aria-describedby={state.status === 'error' ? `${titleId}-error` : undefined}>
          Download {item.id === 'theme' ? 'Theme' : 'Plugin'}
        </Button>
        {state.status === 'error' ? (
          <p id={`${titleId}-error`} role="alert" className="page-alert page-alert--error">
            {state.message}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
