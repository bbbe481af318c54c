import { assetUrl } from '../../../assets/asset-id';
import type { MovieExportDto } from '../dto/movie-responses.dto';
import type { ExportRow } from './exports.repository';

/** An export as the studio lists it: its link (plays), its download (named after the movie), and its facts. */
export function mapExport(row: ExportRow): MovieExportDto {
  const url = assetUrl(row.asset_id);
  return {
    id: row.id,
    url,
    download_url: `${url}?download=1`,
    created_at: row.created_at.toISOString(),
    duration_seconds: row.duration_seconds,
    size_bytes: row.size_bytes,
    width: row.width,
    height: row.height,
  };
}
