const ASSET_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Ids we hand out are lower-case uuids; anything else never reaches the database or the storage. */
export function isAssetId(id: string): boolean {
  return ASSET_ID_PATTERN.test(id);
}

/** Stored assets never change, so the id alone is a strong validator. */
export function assetEtag(id: string): string {
  return `"${id}"`;
}

/** Where `GET /api/media/:id` serves an asset. */
export function assetUrl(id: string): string {
  return `/api/media/${id}`;
}
