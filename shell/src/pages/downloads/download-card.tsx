import { Badge, Button, Card } from '@atelier/ui';
import { PageIcon } from '../shared/page-icons';
import type { DownloadItem } from './download-items';
import { useDownload } from './use-download';

export function DownloadCard({ item }: { item: DownloadItem }) {
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
          <dd>{item.version}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{item.size}</dd>
        </div>
        <div>
          <dt>License</dt>
          <dd>{item.licence}</dd>
        </div>
      </dl>
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
