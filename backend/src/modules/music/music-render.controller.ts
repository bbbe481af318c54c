import { Body, Controller, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiExtraModels, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiDurableRequest } from '../../jobs/http/api-durable-request.decorator';
import { type Caller, CurrentCaller } from '../../identity/http/caller.decorator';
import { OptionalAuthentication } from '../../identity/http/optional-authentication.decorator';
import { VisitorId } from '../../identity/http/visitor-id';
import { engineHeader } from '../../engines/engine-descriptor';
import { BeatService } from './beats/beat.service';
import { BeatRequestDto, ExportRequestDto, LyricsRequestDto } from './dto/music-requests.dto';
import { MusicExportJobDto } from './dto/music-export-job.dto';
import { BeatDto, ExportDto, LyricsResponseDto, MusicJobAcceptedDto } from './dto/music-responses.dto';
import { ExportService } from './export/export.service';
import { LyricsService } from './lyrics/lyrics.service';
import { MusicOwners } from './projects/music-owners.service';
import { SESSION_HEADER_DOC } from './projects/music-projects.controller';
import { RequestHeader } from '../../common/http/request-header.decorator';
import { ApiEngineFailures } from '../../engines/api-engine-failures.decorator';
import { ApiErrors, ApiRoute } from '../../common/http/api-route.decorator';

/** Spec 001 §7: lyrics, beat and export. */
@ApiTags('music')
@ApiHeader(SESSION_HEADER_DOC)
@ApiErrors({
  400: 'VALIDATION_FAILED / SESSION_REQUIRED',
  404: "PROJECT_NOT_FOUND (also for someone else's)",
  429: 'QUOTA_EXCEEDED (fair use per day), with Retry-After',
})
@OptionalAuthentication()
@Controller('music')
export class MusicRenderController {
  constructor(
    private readonly owners: MusicOwners,
    private readonly lyrics: LyricsService,
    private readonly beats: BeatService,
    private readonly exports: ExportService,
  ) {}

  @Post('lyrics')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary: "Writes the project's lyrics from a prompt (sections with type and order) and keeps them on the project",
      description: 'Open to visitors. Header X-Engine names the engine.',
    },
    LyricsResponseDto,
  )
  @ApiEngineFailures()
  async writeLyrics(
    @Body() body: LyricsRequestDto,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) response: Response,
    @VisitorId() session?: string,
  ): Promise<LyricsResponseDto> {
    const answer = await this.lyrics.write(caller, await this.owners.resolve(caller, session), body);
    response.setHeader('X-Engine', engineHeader(answer.engine));
    return answer;
  }

  @Post('beat')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary: 'Renders a beat: drums, bass, melody and chords stems, their mix, and a guide vocal of the lyrics',
      description:
        'Music Studio access (Pro and up, trials included). A durable job: with `Prefer: respond-async` the answer is 202 ' +
        'and the job is followed at GET /api/jobs/{job_id}/events; otherwise the request waits for it. The same ' +
        '`request_id` again follows the same job. The beat becomes the project\'s, with a fresh arrangement.',
    },
    null,
    { 401: 'SIGN_IN_REQUIRED (visitors)', 403: 'PLAN_REQUIRED: Music Studio access is Pro and up (the message offers the trial)', 409: 'REQUEST_ID_REUSED' },
  )
  @ApiDurableRequest({ done: BeatDto, accepted: MusicJobAcceptedDto })
  @ApiEngineFailures({ note: '(the job failed; not counted)' })
  async beat(
    @Body() body: BeatRequestDto,
    @CurrentCaller() caller: Caller,
    @RequestHeader('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) response: Response,
    @VisitorId() session?: string,
  ): Promise<BeatDto | MusicJobAcceptedDto> {
    const owner = await this.owners.resolve(caller, session);
    const job = await this.beats.start(caller, owner, body);
    return this.beats.answer(job, owner, body.project_id, prefer, response);
  }

  @Post('export')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary:
        'Exports the saved arrangement: `zip` (WAV stems of every lane + final mix as WAV and MP3), the final mix alone (`mp3`, `wav`), ' +
        "or the beat's parts as MIDI (`mid`)",
      description:
        'Music Studio access (Pro and up). Mutes, solos and volumes apply to the mix, mastered to −14 LUFS integrated with true peak ' +
        'under −1 dBTP; the stems keep 6 dB of headroom. A durable job, as for the beat; `export_url` is served by GET /api/media/{id} ' +
        "as a download named after the project (`file_name`).",
    },
    null,
    { 401: 'SIGN_IN_REQUIRED (visitors)', 403: 'PLAN_REQUIRED', 409: 'NO_BEAT / NO_NOTES (MIDI of a beat without notes) / REQUEST_ID_REUSED' },
  )
  @ApiDurableRequest({ done: ExportDto, accepted: MusicJobAcceptedDto })
  @ApiExtraModels(MusicExportJobDto)
  @ApiEngineFailures()
  async export(
    @Body() body: ExportRequestDto,
    @CurrentCaller() caller: Caller,
    @RequestHeader('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) response: Response,
    @VisitorId() session?: string,
  ): Promise<ExportDto | MusicJobAcceptedDto> {
    const job = await this.exports.start(caller, await this.owners.resolve(caller, session), body);
    return this.exports.answer(job, body.project_id, prefer, response);
  }
}
