import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type Caller, CurrentCaller } from '../../identity/http/caller.decorator';
import { OptionalAuthentication } from '../../identity/http/optional-authentication.decorator';
import { VisitorId } from '../../identity/http/visitor-id';
import type { JobOwner } from '../../jobs/job-record';
import { JobDto } from '../../jobs/http/job.dto';
import { JobParamsDto, JobQueryDto } from './dto/job-params.dto';
import { JobStreamService } from './job-stream.service';
import { mapJob } from './job.mapper';
import { RequestHeader } from '../../common/http/request-header.decorator';
import { ApiEventStream } from '../../common/openapi/response-content.decorators';
import { ApiRoute } from '../../common/http/api-route.decorator';

const ownerOf = (caller: Caller, visitorId: string | undefined): JobOwner => ({
  userId: caller.user?.id ?? null,
  sessionId: visitorId ?? null,
});

/** A Last-Event-ID that is not a version number is ignored: the stream starts from the current state. */
const lastEventIdOf = (header: string | undefined): number => {
  const value = Number(header);
  return Number.isSafeInteger(value) && value >= 0 ? value : 0;
};

@ApiTags('jobs')
@OptionalAuthentication()
@Controller('jobs')
export class JobsController {
  constructor(private readonly streams: JobStreamService) {}

  @Get(':id')
  @ApiRoute("One of the caller's jobs (the account's, or the visitor session's)", JobDto, { 404: 'JOB_NOT_FOUND (also for jobs of someone else)' })
  async job(
    @Param() params: JobParamsDto,
    @Query() _query: JobQueryDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() visitorId: string | undefined,
  ): Promise<JobDto> {
    return mapJob(await this.streams.find(ownerOf(caller, visitorId), params.id));
  }

  @Get(':id/events')
  @ApiRoute(
    {
      summary: "A job's progress as Server-Sent Events",
      description:
        'Frames: `id: <version>\\nevent: job\\ndata: <the job, as GET /api/jobs/{id}>\\n\\n`, first the current state, ' +
        'then every change; the stream ends after the job completes or fails. `: ping` comments keep it open while ' +
        'quiet. A reconnecting client sends `Last-Event-ID` and only gets what is newer.',
    },
    null,
    { 404: 'JOB_NOT_FOUND (also for jobs of someone else)' },
  )
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The last version the client received' })
  @ApiEventStream({ description: 'Each `job` event has `id: <version>`; the stream ends after the final state.', events: { job: JobDto } })
  async events(
    @Param() params: JobParamsDto,
    @Query() _query: JobQueryDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() visitorId: string | undefined,
    @RequestHeader('last-event-id') lastEventId: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    await this.streams.stream(ownerOf(caller, visitorId), params.id, lastEventIdOf(lastEventId), response);
  }
}
