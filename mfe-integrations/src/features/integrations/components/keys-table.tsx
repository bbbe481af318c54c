import { Button, VisuallyHidden } from '@atelier/ui';
import type { ApiKeyDto } from '@atelier/api-types';
import { formatDate } from '../utils/format-date';

interface KeysTableProps {
  keys: ApiKeyDto[];
  loading: boolean;
  onRevoke: (id: string) => void;
}

/** Label, masked key, created date and Revoke per key; a card list on phones (CSS). */
export function KeysTable({ keys, loading, onRevoke }: KeysTableProps) {
  if (loading) return <p className="integrations-muted">Loading your keys…</p>;
  if (keys.length === 0) return <p className="integrations-muted">No API keys yet. Create one to start calling the API.</p>;
  return (
    <table className="integrations-keys">
      <caption>
        <VisuallyHidden>Your API keys</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">Label</th>
          <th scope="col">Key</th>
          <th scope="col">Created</th>
          <th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.id}>
            <td data-label="Label">{key.label}</td>
            <td data-label="Key">
              <code className="integrations-keys__key">{key.masked_key}</code>
            </td>
            <td data-label="Created">{formatDate(key.created_at)}</td>
            <td className="integrations-keys__actions">
              <Button size="sm" variant="danger" aria-label={`Revoke ${key.label}`} onClick={() => onRevoke(key.id)}>
                Revoke
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
