import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Spinner } from '@atelier/ui';
import { PageHeader } from '../shared/page-header';
import { useOpenApiDocument } from './api/get-openapi-document';
import { apiServerRoot } from './api-origin';
import { GettingStarted } from './getting-started';
import { OperationCard } from './operation-card';
import { publicReference } from './openapi-reference';
import '../shared/page.css';
import './api-reference-page.css';

/** /docs/api: the public API (keys, usage, plans, WordPress gateway, OpenAI-compatible), from the live OpenAPI document. */
export function ApiReferencePage() {
  const document = useOpenApiDocument();
  const groups = useMemo(() => (document.data ? publicReference(document.data) : []), [document.data]);
  const root = apiServerRoot();

  return (
    <div className="page api-ref">
      <nav className="api-ref__back" aria-label="Back">
        <Link to="/integrations">← Integrations</Link>
        <Link to="/">Home</Link>
      </nav>
      <PageHeader
        title="API reference"
        lead="Generate text, photos and video from your own site or app, and manage your API keys. Every call below can be copied as curl, PHP or JavaScript."
      />

      <GettingStarted root={root} />

      {document.isPending ? (
        <div className="api-ref__loading" aria-busy="true">
          <Spinner label="Loading the API reference" />
        </div>
      ) : null}

      {document.isError ? (
        <Card as="section" className="at-spread api-ref__error" role="alert">
          <p>The API reference could not be loaded just now.</p>
          <Button variant="secondary" onClick={() => void document.refetch()}>
            Try again
          </Button>
        </Card>
      ) : null}

      {groups.length ? (
        <nav className="api-ref__toc" aria-label="API sections">
          <ul>
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#api-${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {groups.map((group) => (
        <section key={group.id} id={`api-${group.id}`} className="page-section api-ref__group" aria-labelledby={`api-${group.id}-title`}>
          <h2 id={`api-${group.id}-title`} className="page-section__title">
            {group.title}
          </h2>
          <p className="page-section__intro">{group.intro}</p>
          {group.operations.map((operation) => (
            <OperationCard key={operation.id} operation={operation} origin={root} />
          ))}
        </section>
      ))}
    </div>
  );
}
