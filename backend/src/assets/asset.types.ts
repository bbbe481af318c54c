import type { Readable } from 'node:stream';
import type { ByteRange } from './storage/object-storage';

export const ASSET_KINDS = ['image', 'video', 'audio', 'archive', 'code'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** What is known about an asset when it is stored; everything but kind, type and owner is optional. */
export interface SaveAssetInput {
  kind: AssetKind;
  contentType: string;
  /** The account that owns it; null for a visitor's media. */
  ownerUserId: string | null;
  /** The browser session that made it (visitors' media are grouped by it). */
  sessionId: string | null;
  /** The studio project it belongs to, of any studio; `projectKind` names which ('build', 'movie'…). */
  projectId?: string | null;
  projectKind?: string | null;
  width?: number | null;
  height?: number | null;
  durationSeconds?: number | null;
  /** The job that made it. */
  jobId?: string | null;
  /** The file name a download takes (Content-Disposition), e.g. "Last Delivery.mp4". */
  downloadName?: string | null;
}

/** Bytes in memory, a file the store may move (the caller gives it up), or a stream of unknown length. */
export type AssetSource = Buffer | { file: string } | Readable;

export interface SavedAsset {
  id: string;
  /** `/api/media/${id}` */
  url: string;
  size: number;
}

/** An asset as the areas see it (never its storage key). */
export interface AssetRecord {
  id: string;
  url: string;
  kind: AssetKind;
  contentType: string;
  size: number | null;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  ownerUserId: string | null;
  sessionId: string | null;
  projectId: string | null;
  projectKind: string | null;
  jobId: string | null;
  downloadName: string | null;
  createdAt: Date;
}

/** For delivery: what the HTTP answer needs, and the bytes (a range of them) on demand. */
export interface OpenedAsset {
  id: string;
  size: number;
  contentType: string;
  etag: string;
  createdAt: Date;
  downloadName: string | null;
  /** Null when the object has gone from storage although its row remains. */
  stream(range?: ByteRange): Promise<Readable | null>;
}

/** Listing is always scoped: by an owner (account or visitor session) and/or a project. */
export type AssetFilter = ({ ownerUserId: string } | { sessionId: string } | { projectId: string }) & {
  ownerUserId?: string;
  sessionId?: string;
  projectId?: string;
  kind?: AssetKind;
  /** At most 500; default 100. Newest first. */
  limit?: number;
};

/** What a deleted asset left behind: its URL answers 410 and links its successor (the newest of its kind), if any. */
export interface AssetTombstone {
  assetId: string;
  successorUrl: string | null;
  goneAt: Date;
}
