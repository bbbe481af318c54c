import { Link } from 'react-router-dom';
import { Card } from '@atelier/ui';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import { KEY_PLACEHOLDER } from '../utils/snippet-key';
import { buildSnippets } from '../utils/snippets';
import { CopyButton } from './copy-button';
import { IntegrationsSection } from './integrations-section';

/** Copy-paste snippets filled with the newest key made in this browser, or a placeholder. */
export function SnippetsPanel({ apiKey }: { apiKey: string }) {
  const { copiedId, copy } = useCopyToClipboard();
  const snippets = buildSnippets(apiKey, window.location.origin);
  return (
    <IntegrationsSection titleId="snippets-title" title="Copy-paste snippets">
      <p className="integrations-muted">
        Calling the API from your own code? The <Link to="/docs/api">API documentation</Link> has every endpoint with curl, PHP and JavaScript examples.
      </p>
      {apiKey === KEY_PLACEHOLDER ? (
        <p className="integrations-muted">
          Create a key to fill it in here, or replace {KEY_PLACEHOLDER} with a key you saved. Full keys are shown only in the browser that
          created them.
        </p>
      ) : null}
      <div className="integrations-grid integrations-grid--snippets">
        {snippets.map((snippet) => (
          <Card key={snippet.id} className="integrations-snippet" aria-labelledby={`snippet-${snippet.id}`}>
            <div className="integrations-snippet__head">
              <h3 id={`snippet-${snippet.id}`} className="integrations-card-title">
                {snippet.title}
              </h3>
              <CopyButton what={snippet.title} copied={copiedId === snippet.id} onCopy={() => void copy(snippet.id, snippet.code)} />
            </div>
            <p className="integrations-muted integrations-small">{snippet.description}</p>
            {snippet.settingsKey ? (
              <p className="integrations-small" aria-label={`${snippet.title} settings key`}>
                Settings → Atelier → API key: <code className="integrations-snippet__key">{snippet.settingsKey}</code>
              </p>
            ) : null}
            <pre className="integrations-snippet__code" tabIndex={0} aria-label={`${snippet.title} code`}>
              <code>{snippet.code}</code>
            </pre>
          </Card>
        ))}
      </div>
    </IntegrationsSection>
  );
}
