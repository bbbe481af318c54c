import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Ip, Param, Post, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type Caller, CurrentCaller } from '../../../identity/http/caller.decorator';
import { OptionalAuthentication } from '../../../identity/http/optional-authentication.decorator';
import { BuildRunDto, BuildRunLogsQueryDto, BuildRunParamsDto, BuildRunRequestDto, BuildRunResponseDto, RunnerStatusDto, StartBuildRunDto } from '../dto/run.dto';
import { BuildRunLogLineDto, BuildRunStatusEventDto } from '../dto/generation-events.dto';
import { StudioSession } from '../generation/studio-session.decorator';
import { RunLogStreamer } from './run-log-streamer';
import { RunsService } from './runs.service';
import { RequestHeader } from '../../../common/http/request-header.decorator';
import { SseErrorEventDto } from '../../../common/http/sse-events.dto';
import { ApiEventStream, ApiFileResponse } from '../../../common/openapi/response-content.decorators';
import { SERVER_PAGE_HOST, SERVER_PAGE_HOST_CSP } from './server-page-host';
import { ApiRoute } from '../../../common/http/api-route.decorator';

/** Node.js and Python projects running in the sandbox runner; each caller reaches only their own run. */
@ApiTags('build-studio')
@ApiHeader({ name: 'X-Session-Id', required: false, description: "Visitors: the browser's session id (owner of the run)" })
@OptionalAuthentication()
@Controller('build-studio')
export class RunsController {
  constructor(
    private readonly runs: RunsService,
    private readonly logs: RunLogStreamer,
  ) {}

  @Get('runner')
  @ApiRoute('Whether Express and FastAPI projects can run here, and if not, why', RunnerStatusDto)
  runner(): Promise<RunnerStatusDto> {
    return this.runs.status();
  }

  @Get('server-page-frame')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiRoute(
    {
      summary: "The request panel's frame for an app's HTML answer",
      description: 'Receives `{source: "atelier-studio", type: "server-page", html}` and shows the html in a sandbox="" srcdoc frame, its policy allowing inline styles only.',
    },
    null,
  )
  @ApiFileResponse({ types: ['text/html'], description: 'The server page host' })
  serverPageFrame(@Res({ passthrough: true }) response: Response): string {
    // Its own policy replaces the API's default one, and binds the page it shows.
    response.setHeader('Content-Security-Policy', SERVER_PAGE_HOST_CSP);
    response.setHeader('X-Frame-Options', 'SAMEORIGIN');
    response.removeHeader('Cross-Origin-Opener-Policy');
    return SERVER_PAGE_HOST;
  }

  @Post('runs')
  @ApiRoute(
    {
      summary: 'Run a Node.js or Python project in a sandbox; answers once it listens or failed',
      description:
        'No network, a read-only system, 256 MB for the whole process tree, 32 MB of disk; stopped after 5 idle minutes or 30 minutes in all. ' +
        'You keep 2 apps running at once (a third run stops your least recently used one); 10 runs a minute per owner and per address.',
    },
    BuildRunDto,
    {
      400: 'VALIDATION_FAILED / INVALID_PROJECT',
      429: 'RUN_RATE_LIMITED (Retry-After) / RUNNER_BUSY: every slot holds other owners\' apps within their share (Retry-After)',
      503: 'RUNNER_UNAVAILABLE: no sandbox, no Python, or no runner',
    },
  )
  @HttpCode(HttpStatus.OK)
  start(@Body() body: StartBuildRunDto, @CurrentCaller() caller: Caller, @StudioSession() session: string, @Ip() ip: string): Promise<BuildRunDto> {
    return this.runs.start(caller, session, ip, body);
  }

  @Get('runs/:id')
  @ApiRoute('State of one of your runs (cold start, memory, why it stopped)', BuildRunDto, { 404: 'RUN_NOT_FOUND (also for runs of someone else)' })
  get(@Param() params: BuildRunParamsDto, @CurrentCaller() caller: Caller, @StudioSession() session: string): Promise<BuildRunDto> {
    return this.runs.get(caller, session, params.id);
  }

  @Delete('runs/:id')
  @ApiRoute('Stop one of your runs', BuildRunDto, { 404: 'RUN_NOT_FOUND' })
  stop(@Param() params: BuildRunParamsDto, @CurrentCaller() caller: Caller, @StudioSession() session: string): Promise<BuildRunDto> {
    return this.runs.stop(caller, session, params.id);
  }

  @Post('runs/:id/request')
  @HttpCode(HttpStatus.OK)
  @ApiRoute("Send an HTTP request to your running app (the preview's request panel)", { type: BuildRunResponseDto, description: "The app's answer, whatever its status" }, {
    404: 'RUN_NOT_FOUND',
    409: 'RUN_NOT_RUNNING: it stopped (the message says why)',
    502: 'APP_NOT_ANSWERING',
    504: 'APP_TIMEOUT: no answer within 10 s',
  })
  request(@Param() params: BuildRunParamsDto, @Body() body: BuildRunRequestDto, @CurrentCaller() caller: Caller, @StudioSession() session: string): Promise<BuildRunResponseDto> {
    return this.runs.request(caller, session, params.id, body);
  }

  @Get('runs/:id/logs')
  @ApiRoute(
    {
      summary: "Your run's output as Server-Sent Events, for the Terminal",
      description:
        'Events: `log` {seq, stream: stdout|stderr|system, text, at} (id = seq, so Last-Event-ID resumes); `status` {status, reason} when it ' +
        'stops; the stream ends after the last line of a stopped run.',
    },
    null,
    { 404: 'RUN_NOT_FOUND' },
  )
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'Resume after this line (its seq); takes the place of ?after=' })
  @ApiEventStream({
    description: 'Each `log` event has `id: <seq>`; the stream ends after `status`, or with `error` when the runner stops answering.',
    events: { log: BuildRunLogLineDto, status: BuildRunStatusEventDto, error: SseErrorEventDto },
  })
  async streamLogs(
    @Param() params: BuildRunParamsDto,
    @Query() query: BuildRunLogsQueryDto,
    @RequestHeader('last-event-id') lastEventId: string | undefined,
    @CurrentCaller() caller: Caller,
    @StudioSession() session: string,
    @Res() response: Response,
  ): Promise<void> {
    const resumed = /^\d{1,10}$/.test(lastEventId ?? '') ? Number(lastEventId) : undefined;
    await this.logs.stream(response, caller, session, params.id, resumed ?? query.after ?? 0);
  }
}
