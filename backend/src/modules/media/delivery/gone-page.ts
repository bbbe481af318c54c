import type { AssetTombstone } from '../../../assets/asset.types';
import type { MediaGoneDto } from '../dto/media-gone.dto';

export const GONE_MESSAGE = 'This file was deleted.';

/** The 410 body as JSON: the error shape, plus where the newest file of its kind is (or null). */
export function goneJson(tombstone: AssetTombstone): MediaGoneDto {
  return { statusCode: 410, code: 'MEDIA_GONE', message: GONE_MESSAGE, latest_url: tombstone.successorUrl };
}

/** The 410 body for a browser that opened the old link: a short page with a link to the newest file, or saying there is none. */
export function goneHtml(tombstone: AssetTombstone): string {
  const next = tombstone.successorUrl
    ? `<p><a href="${tombstone.successorUrl}">Open the latest export</a></p>`
    : '<p>There is no newer export.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Deleted</title></head><body><h1>${GONE_MESSAGE}</h1>${next}</body></html>`;
}
