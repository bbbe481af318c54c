import type { AssetTombstone } from '../../../assets/asset.types';
import type { MediaGoneDto } from '../dto/media-gone.dto';

export const GONE_MESSAGE = 'This file was deleted.';

/** The 410 body as JSON: the error shape, plus where the newest file of its kind is (or null). */
export function goneJson(tombstone: AssetTombstone): MediaGoneDto {
  return { statusCode: 410, code: 'MEDIA_GONE', message: GONE_MESSAGE, latest_url: tombstone.successorUrl };
}
