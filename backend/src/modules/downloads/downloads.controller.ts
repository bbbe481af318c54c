import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { noneMatchHits } from '../../common/http/conditional';
import { DownloadFile, DownloadsService } from './downloads.service';
import { DownloadsInfoDto } from './dto/download-info.dto';
import { ApiFileResponse } from '../../common/openapi/response-content.decorators';
import { ApiRoute } from '../../common/http/api-route.decorator';

const ZIP_DESCRIPTION = 'Byte-identical for a given release; `If-None-Match` with its strong ETag answers 304.';

/** Public: the free WordPress theme and plugin (spec 000 §2 Downloads and Demo, §7). */
@ApiTags('downloads')
@Controller('download')
export class DownloadsController {
  constructor(private readonly downloads: DownloadsService) {}

  @Get()
  @ApiRoute(
    {
      summary: 'File name, version and exact size in bytes of each download',
      description: 'Measured on the zip the download endpoints serve (built once per release and cached).',
    },
    DownloadsInfoDto,
    { 503: 'DOWNLOAD_UNAVAILABLE' },
  )
  async list(): Promise<DownloadsInfoDto> {
    return { items: await this.downloads.describe() };
  }

  @Get('theme')
  @ApiRoute('The Atelier WordPress block theme (bundles the plugin) as atelier-theme.zip', null, { 503: 'DOWNLOAD_UNAVAILABLE' })
  @ApiFileResponse({ types: ['application/zip'], description: ZIP_DESCRIPTION })
  @ApiResponse({ status: 304, description: 'The client copy (If-None-Match) is current' })
  async theme(@Req() request: Request, @Res() response: Response): Promise<void> {
    send(await this.downloads.get('theme'), request, response);
  }

  @Get('plugin')
  @ApiRoute('The standalone Atelier WordPress plugin as atelier-plugin.zip', null, { 503: 'DOWNLOAD_UNAVAILABLE' })
  @ApiFileResponse({ types: ['application/zip'], description: ZIP_DESCRIPTION })
  @ApiResponse({ status: 304, description: 'The client copy (If-None-Match) is current' })
  async plugin(@Req() request: Request, @Res() response: Response): Promise<void> {
    send(await this.downloads.get('plugin'), request, response);
  }
}

function send(file: DownloadFile, request: Request, response: Response): void {
  response.setHeader('ETag', file.etag);
  // Revalidated on every use, so a new release is seen at once; an unchanged one costs a 304.
  response.setHeader('Cache-Control', 'public, no-cache');
  if (noneMatchHits(request.get('If-None-Match'), file.etag)) {
    response.status(304).end();
    return;
  }
  response.setHeader('Content-Type', 'application/zip');
  response.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
  response.setHeader('Content-Length', String(file.body.length));
  response.status(200).end(request.method === 'HEAD' ? undefined : file.body);
}
