import type { MovieExportDto } from '@atelier/api-types';
import { resolveMediaUrl } from '@atelier/runtime';
import { Button } from '@atelier/ui';
import { useDeleteExport } from '../hooks/use-delete-export';
import { formatDuration, formatExportedAt, formatSize } from '../utils/export-facts';

export interface ExportListProps {
  owner: string;
  projectId: string | null;
  exports: readonly MovieExportDto[];
}

/** Every export kept, newest first: when, how long, how big, a link that plays it, its download, Delete. */
export function ExportList({ owner, projectId, exports }: ExportListProps) {
  const { confirmDelete, deleting } = useDeleteExport(owner, projectId);
  if (!exports.length) return null;
  return (
    <section className="movie-exports" aria-labelledby="movie-exports-heading">
      <h2 id="movie-exports-heading" className="movie-exports-heading">
        Exports
      </h2>
      <ul className="movie-exports-list">
        {exports.map((item) => {
          const when = formatExportedAt(item.created_at);
          return (
            <li key={item.id} className="movie-exports-row" aria-label={`Export of ${when}`}>
              <span>{when}</span>
              <span className="movie-small">
                {formatDuration(item.duration_seconds)} · {formatSize(item.size_bytes)}
              </span>
              <a className="movie-link movie-small" href={resolveMediaUrl(item.url)} target="_blank" rel="noopener noreferrer">
                Open
              </a>
              <a className="movie-link movie-small" href={resolveMediaUrl(item.download_url)} download>
                Download
              </a>
              <Button size="sm" variant="ghost" onClick={() => void confirmDelete(item.id, when)} disabled={deleting === item.id} aria-label={`Delete the export of ${when}`}>
                Delete
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
