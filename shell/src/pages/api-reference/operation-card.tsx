import { Badge, Card, Tabs } from '@atelier/ui';
import { EXAMPLES, type ExampleLanguage } from './code-examples';
import type { Field, ReferenceOperation } from './openapi-reference';

function FieldTable({ caption, fields, withLocation }: { caption: string; fields: Array<Field & { in?: string }>; withLocation?: boolean }) {
  // No column of blanks (it costs a phone a third of its width).
  const described = fields.some((field) => field.description);
  return (
    <div className="api-ref-table__wrap">
      <table className="api-ref-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            {described ? <th scope="col">Description</th> : null}
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={`${field.in ?? ''}-${field.name}`}>
              <th scope="row">
                <code>{field.name}</code>
                {field.required ? <span className="api-ref-table__required"> required</span> : null}
                {withLocation && field.in ? <span className="api-ref-table__in"> ({field.in})</span> : null}
              </th>
              <td>
                <code>{field.type}</code>
              </td>
              {described ? <td>{field.description ?? ''}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const LANGUAGES: ExampleLanguage[] = ['curl', 'php', 'javascript'];

/** One operation: method and path, what it does, its inputs, its answers and examples in three languages. */
export function OperationCard({ operation, origin }: { operation: ReferenceOperation; origin: string }) {
  const headingId = `op-${operation.id}`;
  return (
    <Card as="article" padding="lg" className="api-ref-op" aria-labelledby={headingId}>
      <h3 id={headingId} className="api-ref-op__title">
        <span className={`api-ref-method api-ref-method--${operation.method}`}>{operation.method.toUpperCase()}</span>{' '}
        <code className="api-ref-op__path">{operation.path}</code>
      </h3>
      <p className="api-ref-op__summary">{operation.summary}</p>
      {operation.description ? <p className="page-muted api-ref-op__description">{operation.description}</p> : null}
      {operation.parameters.length ? <FieldTable caption="Parameters" fields={operation.parameters} withLocation /> : null}
      {operation.bodyFields.length ? <FieldTable caption="Request body (JSON)" fields={operation.bodyFields} /> : null}
      <section className="api-ref-op__responses" aria-label={`Responses of ${operation.method.toUpperCase()} ${operation.path}`}>
        <h4 className="api-ref-op__subtitle">Responses</h4>
        <ul className="api-ref-responses">
          {operation.responses.map((response) => (
            <li key={response.status}>
              <Badge variant={response.status.startsWith('2') ? 'active' : 'neutral'}>{response.status}</Badge>{' '}
              <span>{response.description || (response.status.startsWith('2') ? 'Success' : '')}</span>
              {response.fields.length ? (
                <span className="api-ref-responses__fields">
                  {' '}
                  — {response.fields.map((field) => field.name).join(', ')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <Tabs
        className="api-ref-op__examples"
        label={`Examples for ${operation.method.toUpperCase()} ${operation.path}`}
        items={LANGUAGES.map((language) => ({
          id: language,
          label: EXAMPLES[language].label,
          content: (
            <pre className="api-ref-code" tabIndex={0}>
              <code>{EXAMPLES[language].build(origin, operation)}</code>
            </pre>
          ),
        }))}
      />
    </Card>
  );
}
