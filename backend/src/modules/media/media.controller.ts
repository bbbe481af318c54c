import { pipeline } from 'node:stream/promises';
import { Controller, Get, HttpStatus, Logger, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AssetStore } from '../../assets/asset-store.service';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { planDelivery } from './delivery/delivery-plan';
import { goneJson } from './delivery/gone-page';
import { MediaGoneDto } from './dto/media-gone.dto';
import { MediaDownloadQueryDto } from './dto/media-download-query.dto';
import { MediaIdParamDto } from './dto/media-id-param.dto';
import { contentDisposition, safeFileName } from '../../common/http/download-name';
import { MediaException } from './media.errors';
import { ApiFileResponse } from '../../common/openapi/response-content.decorators';
import { ApiRoute } from '../../common/http/api-route.decorator';

/** What the assets are stored as: images, video, audio (uploads and music exports in several formats), zips of stems. */
const MEDIA_TYPES = ['image/*', 'video/*', 'audio/*', 'application/zip', 'application/octet-stream'];

/** Public: asset ids are unguessable uuids handed out only to whoever generated or uploaded the file. */
@ApiTags('media')
@Controller('media')
export class MediaController {
  private readonly logger = new Logger(MediaController.name);

  constructor(private readonly assets: AssetStore) {}

  @Get(':id')
  @ApiRoute(
    {
      summary: 'A stored media file (photo_url / video_url point here)',
      description:
        'Supports a single `Range` (206, 416), `If-None-Match` (304) and `If-Range`; cached as immutable. With `download`, ' +
        'answered as an attachment under that name (exports link here so a click downloads a file named after the project).',
    },
    null,
    { 404: 'MEDIA_NOT_FOUND (also for malformed ids)' },
  )
  @ApiExtraModels(MediaGoneDto)
  @ApiResponse({
    status: HttpStatus.GONE,
    description: 'MEDIA_GONE: deleted by its owner; `latest_url` (and a `Link: <…>; rel="latest-version"` header) links the newest file that replaced it (or null)',
    content: { 'application/json': { schema: { $ref: getSchemaPath(MediaGoneDto) } } },
  })
  @ApiFileResponse({ types: MEDIA_TYPES, description: 'The whole file, in the type it was stored with' })
  @ApiFileResponse({ types: MEDIA_TYPES, description: 'The requested byte range', status: HttpStatus.PARTIAL_CONTENT })
  @ApiResponse({ status: 304, description: 'The client copy (If-None-Match) is current' })
  @ApiResponse({ status: 416, type: ErrorBodyDto, description: 'RANGE_NOT_SATISFIABLE, with Content-Range: bytes */size' })
  async file(@Param() params: MediaIdParamDto, @Query() query: MediaDownloadQueryDto, @Req() request: Request, @Res() response: Response): Promise<void> {
    const media = await this.assets.open(params.id);
    if (!media) return this.gone(params.id, response);
    const plan = planDelivery(media, {
      range: request.headers.range,
      ifRange: request.get('If-Range'),
      ifNoneMatch: request.get('If-None-Match'),
    });
    if (plan.status === 416) throw MediaException.rangeNotSatisfiable(media.size);
    const withBody = plan.status !== 304 && request.method !== 'HEAD';
    // Opened before any header goes out, so an object missing from storage is still a clean 404.
    const body = withBody ? await media.stream(plan.range) : null;
    if (withBody && !body) throw MediaException.notFound();
    response.status(plan.status);
    for (const [name, value] of Object.entries(plan.headers)) response.setHeader(name, value);
    const attachmentName = query.download && query.download !== '1' ? safeFileName(query.download, 'download') : media.downloadName;
    if (query.download) response.setHeader('Content-Disposition', attachmentName ? contentDisposition(attachmentName) : 'attachment');
    else if (media.downloadName) response.setHeader('Content-Disposition', contentDisposition(media.downloadName, 'inline'));
    if (!body) {
      response.end();
      return;
    }
    // Streamed from disk or S3 (the range passed through): a video is never held in memory. A client
    // that leaves ends the pipeline quietly.
    await pipeline(body, response).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') this.logger.warn(`media ${params.id}: ${error.message}`);
    });
  }

  /** A file its owner deleted answers 410 with a link to its successor; one that never was, 404. */
  private async gone(id: string, response: Response): Promise<void> {
    const tombstone = await this.assets.tombstone(id);
    if (!tombstone) throw MediaException.notFound();
    response.status(HttpStatus.GONE).setHeader('Cache-Control', 'no-store');
    // Every error answer is JSON (the OpenAPI conformance rule); RFC 5829's link relation names the successor for tools.
    if (tombstone.successorUrl) response.setHeader('Link', `<${tombstone.successorUrl}>; rel="latest-version"`);
    response.json(goneJson(tombstone));
  }
}
