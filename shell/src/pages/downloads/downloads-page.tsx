import { ButtonLink, Card } from '@atelier/ui';
import { PageHeader } from '../shared/page-header';
import { useDownloadInfo } from './api/get-download-info';
import { DownloadCard, type DownloadFacts } from './download-card';
import { DOWNLOAD_ITEMS } from './download-items';
import { InstallGuides } from './install-guides';
import '../shared/page.css';
import './downloads-page.css';

export function DownloadsPage() {
  const info = useDownloadInfo();
  const factsFor = (id: string): DownloadFacts => {
    if (info.isPending) return { status: 'loading' };
    const found = info.data?.find((entry) => entry.kind === id);
    return found ? { status: 'ready', info: found } : { status: 'error' };
  };
  return (
    <div className="page downloads-page">
      <PageHeader
        title="Downloads"
        lead="Bring Atelier's AI chat, photo and video generation to your own WordPress site. Free and open source under GPL v2+."
      />

      <Card as="section" padding="lg" className="at-spread downloads-demo" aria-labelledby="downloads-demo-title">
        <div>
          <h2 id="downloads-demo-title" className="downloads-demo__title">
            Try the Live Demo First!
          </h2>
          <p className="page-muted">See exactly what the theme and plugin do before you install anything.</p>
        </div>
        <ButtonLink to="/demo" size="lg">
          Launch Live Demo
        </ButtonLink>
      </Card>

      <div className="page-grid downloads-page__cards">
        {DOWNLOAD_ITEMS.map((item) => (
          <DownloadCard key={item.id} item={item} facts={factsFor(item.id)} />
        ))}
      </div>

      <InstallGuides items={DOWNLOAD_ITEMS} />
    </div>
  );
}
