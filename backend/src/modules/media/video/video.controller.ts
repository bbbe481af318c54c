import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiExtraModels, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiDurableRequest } from '../../../jobs/http/api-durable-request.decorator';
import { VideoGenerateJobDto } from './dto/video-job.dto';
import { type Caller, CurrentCaller } from '../../../identity/http/caller.decorator';
import { VisitorId } from '../../../identity/http/visitor-id';
import { OptionalAuthentication } from '../../../identity/http/optional-authentication.decorator';
import { GenerateVideoDto } from './dto/generate-video.dto';
import { VideoJobParamsDto, VideoJobQueryDto } from './dto/video-job-params.dto';
import { VideoJobAcceptedDto, VideoJobStatusDto, VideoResponseDto } from './dto/video-response.dto';
import { VideoService } from './video.service';
import { RequestHeader } from '../../../common/http/request-header.decorator';
import { ApiEngineFailures } from '../../../engines/api-engine-failures.decorator';
import { ApiRoute } from '../../../common/http/api-route.decorator';
import { VALIDATION_FAILED_OR_JSON } from '../../../common/http/error-answers';
import { QUOTA_EXCEEDED_ANSWER } from '../../../metering/quotas/quota-exceeded.answer';

// The snapshots of this area's job kinds, as GET /api/jobs/{id} answers them (typed results, ARCHITECTURE §7).
@ApiExtraModels(VideoGenerateJobDto)
@ApiTags('media')
@OptionalAuthentication()
@Controller('video')
export class VideoController {
  constructor(private readonly videos: VideoService) {}

  @Post('generate')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary: 'Generate a video from a prompt; answers when the durable job has finished, or at once with 202',
      description:
        'The video renders as a durable job on a worker, so it survives restarts. Repeating the request with the same ' +
        '`request_id` follows the same job and is not charged again. Counted against the daily video quota; a failed ' +
        'job is not counted. `video_url` is served by GET /api/media/{id}. Header X-Engine names the engine. ' +
        'With `Prefer: respond-async` the answer is 202 with the job, to follow at GET /api/jobs/{job_id}/events.',
    },
    null,
    { 400: VALIDATION_FAILED_OR_JSON, 409: 'REQUEST_ID_REUSED: the request_id belongs to another prompt', 429: QUOTA_EXCEEDED_ANSWER },
  )
  @ApiDurableRequest({ done: VideoResponseDto, accepted: VideoJobAcceptedDto })
  @ApiEngineFailures({ note: '(the job failed; not counted)' })
  async generate(
    @Body() body: GenerateVideoDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() visitorId: string | undefined,
    @RequestHeader('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<VideoResponseDto | VideoJobAcceptedDto> {
    const sessionId = visitorId ?? body.session_id;
    const job = await this.videos.start(caller, { prompt: body.prompt, sessionId, requestId: body.request_id });
    return this.videos.answer(job, sessionId, prefer, response);
  }

  @Get('jobs/:request_id')
  @ApiRoute("Progress of one of the caller's video jobs (the account's, or the browser session's)", VideoJobStatusDto, {
    404: 'JOB_NOT_FOUND (also for jobs of someone else)',
  })
  async job(
    @Param() params: VideoJobParamsDto,
    @Query() query: VideoJobQueryDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() visitorId: string | undefined,
  ): Promise<VideoJobStatusDto> {
    return this.videos.status(caller, params.request_id, visitorId ?? query.session_id);
  }
}
