import { Link } from 'react-router-dom';
import { Card } from '@atelier/ui';
import type { DownloadItem } from './download-items';
import { PageSection } from '../shared/page-section';

export function InstallGuides({ items }: { items: readonly DownloadItem[] }) {
  return (
    <PageSection titleId="install-title" title="Installation guide">
      <div className="page-grid downloads-guides">
        {items.map((item) => (
          <Card key={item.id} as="section" aria-labelledby={`install-${item.id}-title`}>
            <h3 id={`install-${item.id}-title`} className="downloads-guides__title">
              {item.id === 'theme' ? 'Install the theme' : 'Install the plugin'}
            </h3>
            <ol className="page-steps">
              {item.installSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Card>
        ))}
      </div>
      <Card className="at-spread downloads-docs">
        <div>
          <h3 className="downloads-guides__title">Documentation</h3>
          <p className="page-muted">
            Get your API key on the <Link to="/integrations">Integrations</Link> page. Every endpoint the theme and plugin use is described in the API reference.
          </p>
        </div>
        <Link className="downloads-docs__link" to="/docs/api">
          API documentation
        </Link>
      </Card>
    </PageSection>
  );
}
