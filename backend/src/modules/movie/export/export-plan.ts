import { createHash } from 'node:crypto';
import type { CharacterRole } from '../movie.constants';

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export interface ExportMaterial {
  title: string;
  logline: string;
  cast: ReadonlyArray<{ name: string; role: CharacterRole }>;
  /** Rendered scenes in order: their clips. */
  sceneAssetIds: readonly string[];
  format: string;
  width: number;
  height: number;
}

/** Everything an export is made of: the same fingerprint means the last export is still the movie. */
export function exportFingerprint(material: ExportMaterial): string {
  return sha256(['export', material.title, material.logline, material.cast.map((c) => [c.name, c.role]), material.sceneAssetIds, material.format, material.width, material.height]);
}

/** A rendered title card is reused while the title, logline, frame size and encoder stay the same. */
export function titleCardKey(title: string, logline: string, clipFormat: string): string {
  return sha256(['title', title, logline, clipFormat]);
}

export function creditsKey(title: string, cast: ReadonlyArray<{ name: string; role: CharacterRole }>, clipFormat: string): string {
  return sha256(['credits', title, cast.map((c) => [c.name, c.role]), clipFormat]);
}

/** A scene clip re-encoded to another format (frame size, encoder) is reused while its source is the same. */
export function conformedSceneKey(sourceAssetId: string, clipFormat: string): string {
  return sha256(['conformed', sourceAssetId, clipFormat]);
}

/** One piece of the film, in order: a clip as it is, or one to render or re-encode first. */
export type ExportPiece =
  | { kind: 'title' | 'credits'; key: string }
  | { kind: 'scene'; sceneId: string; assetId: string; format: string | null; seconds: number };

/**
 * Title card, the rendered scenes in order, end credits. A scene whose clip was encoded differently
 * (another frame size after a plan change, another encoder build, a provider's clip) must be re-encoded
 * to the movie's format before the pieces can be joined by copying their streams.
 */
export function needsConforming(piece: ExportPiece, clipFormat: string): boolean {
  return piece.kind === 'scene' && piece.format !== clipFormat;
}

/** The concat demuxer's list: one `file` line per piece, quoted for its own syntax. */
export function concatList(files: readonly string[]): string {
  return files.map((file) => `file '${file.replace(/'/g, "'\\''")}'`).join('\n') + '\n';
}
