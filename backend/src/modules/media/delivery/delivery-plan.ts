import { MEDIA_CACHE_CONTROL } from '../media.constants';
import { type ByteRange, parseRange } from './byte-range';
import { ifRangeHolds, noneMatchHits } from '../../../common/http/conditional';

export interface DeliverableMedia {
  size: number;
  contentType: string;
  etag: string;
  createdAt: Date;
}

export interface DeliveryRequestHeaders {
  range?: string;
  ifRange?: string;
  ifNoneMatch?: string;
}

export type DeliveryPlan =
  | { status: 200 | 206 | 304; headers: Record<string, string>; range?: ByteRange }
  | { status: 416 };

/** Status, headers and byte range for one GET of a stored file; pure, so every case is unit tested. */
export function planDelivery(media: DeliverableMedia, request: DeliveryRequestHeaders): DeliveryPlan {
  const validators = {
    ETag: media.etag,
    'Last-Modified': media.createdAt.toUTCString(),
    'Cache-Control': MEDIA_CACHE_CONTROL,
    // Generated files are embedded by other sites (WordPress pages, iframes): helmet's same-site
    // default would make browsers refuse them there.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
  if (noneMatchHits(request.ifNoneMatch, media.etag)) return { status: 304, headers: validators };
  const common = {
    ...validators,
    'Content-Type': media.contentType,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
  };
  const range = ifRangeHolds(request.ifRange, media.etag, media.createdAt) ? parseRange(request.range, media.size) : null;
  if (range === 'unsatisfiable') return { status: 416 };
  if (!range) return { status: 200, headers: { ...common, 'Content-Length': String(media.size) } };
  return {
    status: 206,
    range,
    headers: {
      ...common,
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${range.start}-${range.end}/${media.size}`,
    },
  };
}
