import { Controller, Get, Headers, Param, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { type Caller, CurrentCaller } from '../../identity/http/caller.decorator';
import { OptionalBearerGuard } from '../../identity/http/optional-bearer.guard';
import type { JobOwner } from '../../jobs/job-record';
import { JobDto } from './dto/job.dto';
import { JobParamsDto, JobQueryDto } from './dto/job-params.dto';
import { JobStreamService } from './job-stream.service';
import { mapJob } from './job.mapper';

const ownerOf = (caller: Caller, query: JobQueryDto): JobOwner => ({
  userId: caller.user?.id ?? null,
  sessionId: query.session_id ?? null,
});

/** A Last-Event-ID that is not a version number is ignored: the stream starts from the current state. */
const lastEventIdOf = (header: string | undefined): number => {
  const value = Number(header);
  return Number.isSafeInteger(value) && value >= 0 ? value : 0;
};

@ApiTags('jobs')
@ApiBearerAuth()
@UseGuards(OptionalBearerGuard)
@Controller('jobs')
export class JobsController {
  constructor(private readonly streams: JobStreamService) {}

  @Get(':id')
  @ApiOperation({ summary: "One of the caller's jobs (the account's, or the visitor session's)" })
  @ApiOkResponse({ type: JobDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'JOB_NOT_FOUND (also for jobs of someone else)' })
  async job(@Param() params: JobParamsDto, @Query() query: JobQueryDto, @CurrentCaller() caller: Caller): Promise<JobDto> {
    return mapJob(await this.streams.find(ownerOf(caller, query), params.id));
  }

  @Get(':id/events')
  @ApiOperation({
    summary: "A job's progress as Server-Sent Events",
    description:
      'Frames: `id: <version>\\nevent: job\\ndata: <the job, as GET /api/jobs/{id}>\\n\\n`, first the current state, ' +
      'then every change; the stream ends after the job completes or fails. `: ping` comments keep it open while ' +
      'quiet. A reconnecting client sends `Last-Event-ID` and only gets what is newer.',
  })
  @ApiProduces('text/event-stream')
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The last version the client received' })
  @ApiOkResponse({ description: 'text/event-stream of the job' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'JOB_NOT_FOUND (also for jobs of someone else)' })
  async events(
    @Param() params: JobParamsDto,
    @Query() query: JobQueryDto,
    @CurrentCaller() caller: Caller,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    await this.streams.stream(ownerOf(caller, query), params.id, lastEventIdOf(lastEventId), response);
  }
}
