import * as path from 'node:path';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AssetStore } from '../../../assets/asset-store.service';
import { ApiRoute } from '../../../common/http/api-route.decorator';
import { contentDisposition } from '../../../common/http/download-name';
import { ApiFileResponse } from '../../../common/openapi/response-content.decorators';
import { describeFfmpeg } from '../../../engines/local/find-ffmpeg';
import { disposerOf, makeVideoWorkFolder } from '../../../engines/shared/video-work-folder';
import { SubtitleParamsDto } from '../dto/subtitle-params.dto';
import { MovieException } from '../movie.errors';
import { MOVIE_PROJECT_KIND } from '../movie.constants';
import { ProjectsRepository } from '../projects/projects.repository';
import { downloadAsset } from '../render/read-asset';
import { toSrt, toWebVtt } from '../render/narration/subtitle-files';
import { clipCues } from './movie-subtitles';

const CONTENT_TYPES = { vtt: 'text/vtt', srt: 'application/x-subrip' } as const;

/** A file name from the movie's title (what a download is saved as); quotes and path characters left out. */
export function subtitleFileName(title: string | null, format: 'vtt' | 'srt'): string {
  const name = (title ?? '').replace(/["\\/:*?<>|\r\n]+/g, ' ').replace(/\s+/g, ' ').trim() || 'movie';
  return `${name}.${format}`;
}

/**
 * The subtitles of a movie export or a narrated scene clip, read from its soft subtitle track: WebVTT for
 * the player's <track>, SubRip to download. Public like /api/media/{id} (a <track> sends no session header):
 * the media id is the unguessable capability either way.
 */
@ApiTags('movie')
@Controller('movie-studio/subtitles')
export class MovieSubtitlesController {
  constructor(
    private readonly assets: AssetStore,
    private readonly projects: ProjectsRepository,
  ) {}

  @Get(':mediaId/:format')
  @ApiRoute(
    { summary: "A movie export's or scene clip's subtitles (WebVTT or SRT), named after the movie", description: 'Cached as immutable, like the video.' },
    null,
    { 404: 'SUBTITLES_NOT_FOUND: no such movie video (also for malformed ids), or it has no narration' },
  )
  @ApiFileResponse({ types: Object.values(CONTENT_TYPES), description: 'The cues, timed to the video' })
  async subtitles(@Param() params: SubtitleParamsDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    const asset = /^[0-9a-f-]{36}$/i.test(params.mediaId) ? await this.assets.find(params.mediaId) : null;
    if (!asset || asset.projectKind !== MOVIE_PROJECT_KIND || asset.contentType !== 'video/mp4') throw MovieException.noSubtitles();
    const folder = await makeVideoWorkFolder();
    try {
      const video = path.join(folder, 'video.mp4');
      await downloadAsset(this.assets, asset.id, video);
      const { cues } = await clipCues((await describeFfmpeg()).path, video, path.join(folder, 'cues.srt'));
      if (!cues.length) throw MovieException.noSubtitles();
      const project = asset.projectId ? await this.projects.get(asset.projectId) : null;
      response.setHeader('Content-Type', `${CONTENT_TYPES[params.format]}; charset=utf-8`);
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      const name = subtitleFileName(project?.title ?? null, params.format);
      response.setHeader('Content-Disposition', contentDisposition(name));
      return params.format === 'vtt' ? toWebVtt(cues) : toSrt(cues);
    } finally {
      await disposerOf(folder)();
    }
  }
}
