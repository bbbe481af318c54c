import { usePublicConfig } from '@atelier/runtime';
import { Badge } from '@atelier/ui';
import { PageSection } from '../shared/page-section';
import { AI_MODEL_ROW_LABEL, COMPARISON_ROWS, STUDIOS } from './studio-catalog';
import { engineLabel } from './engine-label';

export function ComparisonTable() {
  const config = usePublicConfig();
  return (
    <PageSection titleId="studios-compare-title" title="Compare the studios">
      {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
      <div className="studios-table" role="region" aria-label="Studio comparison table" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <td />
              {STUDIOS.map((studio) => (
                <th key={studio.id} scope="col">
                  {studio.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {STUDIOS.map((studio) => (
                  <td key={studio.id}>{row.values[studio.id] === 'Soon' ? <Badge variant="soon">Soon</Badge> : row.values[studio.id]}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{AI_MODEL_ROW_LABEL}</th>
              {STUDIOS.map((studio) => (
                <td key={studio.id} aria-busy={config.loading || undefined} className="studios-table__engine">
                  {engineLabel(config, studio.engine)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </PageSection>
  );
}
