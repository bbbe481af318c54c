import { Link } from 'react-router-dom';
import { Card } from '@atelier/ui';
import { API_KEY_PLACEHOLDER, SESSION_TOKEN_PLACEHOLDER } from './code-examples';

/** Base URLs (the site's own origin), how to authenticate and how errors look. */
export function GettingStarted({ root }: { root: string }) {
  return (
    <Card as="section" padding="lg" className="api-ref__basics" aria-labelledby="api-ref-basics-title">
      <h2 id="api-ref-basics-title" className="page-section__title">
        Getting started
      </h2>
      <dl className="api-ref__facts">
        <div>
          <dt>Base URL</dt>
          <dd>
            <code>{`${root}/api`}</code>
          </dd>
        </div>
        <div>
          <dt>OpenAI-compatible base URL</dt>
          <dd>
            <code>{`${root}/api/openai/v1`}</code>
          </dd>
        </div>
      </dl>
      <ul className="page-list api-ref__auth">
        <li className="page-list__item">
          <span>
            Get an API key on the <Link to="/integrations">Integrations</Link> page and use it where the examples say <code>{API_KEY_PLACEHOLDER}</code>.
          </span>
        </li>
        <li className="page-list__item">
          <span>
            Managing keys and reading usage need you signed in: the examples send your session token as <code>{SESSION_TOKEN_PLACEHOLDER}</code>.
          </span>
        </li>
        <li className="page-list__item">
          <span>
            Errors are answered as JSON <code>{'{ statusCode, code, message }'}</code>; <code>message</code> can be shown to people as it is.
          </span>
        </li>
      </ul>
    </Card>
  );
}
