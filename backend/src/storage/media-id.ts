const MEDIA_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Ids we hand out are lower-case uuids; anything else never reaches the database or the disk. */
export function isMediaId(id: string): boolean {
  return MEDIA_ID_PATTERN.test(id);
}

/** Stored media never change, so the id alone is a strong validator. */
export function mediaEtag(id: string): string {
  return `"${id}"`;
}
