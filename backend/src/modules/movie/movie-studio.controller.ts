import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Res } from '@nestjs/common';
import { ApiHeader, ApiExtraModels, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiDurableRequest } from '../../jobs/http/api-durable-request.decorator';
import { MovieExportJobDto, MovieSceneRenderJobDto } from './dto/movie-jobs.dto';
import { type Caller, CurrentCaller } from '../../identity/http/caller.decorator';
import { OptionalAuthentication } from '../../identity/http/optional-authentication.decorator';
import { VisitorId } from '../../identity/http/visitor-id';
import { ExportParamsDto, SceneParamsDto } from './dto/movie-params.dto';
import { MovieExports } from './export/movie-exports.service';
import {
  MovieExportListDto,
  MovieExportResultDto,
  MovieJobAcceptedDto,
  SceneDto,
  ScenePlansDto,
  SceneResultDto,
  ScenesResultDto,
  MovieScriptResultDto,
} from './dto/movie-responses.dto';
import { ExportMovieDto, GenerateSceneDto, GenerateScenesDto, UpdateSceneDto } from './dto/scene-requests.dto';
import { MovieScriptDto } from './dto/script.dto';
import { abortedWhenClientLeaves } from '../../jobs/http/request-signals';
import { MovieStudioService } from './movie-studio.service';
import { TARGET_LENGTHS } from './movie.constants';
import { scenePlan } from './scenes/scene-plan';
import { SESSION_HEADER_DOC } from './movie.controller';
import { MovieOwners } from './projects/movie-owners.service';
import { ScenesService } from './scenes/scenes.service';
import { ScriptService } from './script/script.service';
import { RequestHeader } from '../../common/http/request-header.decorator';
import { ApiEngineFailures } from '../../engines/api-engine-failures.decorator';
import { ApiRoute } from '../../common/http/api-route.decorator';
import { QUOTA_EXCEEDED } from '../../common/http/error-answers';

/** What every render job request may answer before its job runs: the engine refused the input, or the quota is used up. */
const RENDER_ERRORS = { 400: 'VALIDATION_FAILED / INVALID_INPUT: the engine refused the input', 429: QUOTA_EXCEEDED };

/** Spec 001 §7 `/api/movie-studio/*`: scene breakdown, scene renders and the export, as durable jobs. */
// The snapshots of this area's job kinds, as GET /api/jobs/{id} answers them (typed results, ARCHITECTURE §7).
@ApiExtraModels(MovieSceneRenderJobDto, MovieExportJobDto)
@ApiTags('movie')
@ApiHeader(SESSION_HEADER_DOC)
@OptionalAuthentication()
@Controller('movie-studio')
export class MovieStudioController {
  constructor(
    private readonly owners: MovieOwners,
    private readonly script: ScriptService,
    private readonly scenes: ScenesService,
    private readonly studio: MovieStudioService,
    private readonly exports: MovieExports,
  ) {}

  @Post('script')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary: 'Break the script prompt into scenes sized to the target length (replaces the earlier breakdown)',
      description: '5 min → 6 scenes of 50 s, 10 → 10 of 60 s, 20 → 14 of ~86 s, 30 → 18 of 100 s, 60 → 24 of 150 s. Each scene casts characters of the bible by name.',
    },
    MovieScriptResultDto,
    { 400: 'SCRIPT_NEEDS_TITLE / SCRIPT_NEEDS_CHARACTER / VALIDATION_FAILED', 404: 'PROJECT_NOT_FOUND', 409: 'SCENES_RENDERING' },
  )
  @ApiEngineFailures()
  async generateScript(
    @Body() body: MovieScriptDto,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) response: Response,
    @VisitorId() session?: string,
  ): Promise<MovieScriptResultDto> {
    return this.script.generate(await this.owners.resolve(caller, session), body, abortedWhenClientLeaves(response));
  }

  @Get('scene-plans')
  @ApiRoute('How many scenes, of how long, a breakdown has for each target length', ScenePlansDto)
  scenePlans(): ScenePlansDto {
    return {
      plans: TARGET_LENGTHS.map((minutes) => {
        const plan = scenePlan(minutes);
        return { target_length: minutes, scene_count: plan.sceneCount, scene_seconds: plan.durations };
      }),
    };
  }

  @Get('scenes/:projectId/:sceneId')
  @ApiRoute('One scene, with its render job while it runs', SceneDto, { 404: 'PROJECT_NOT_FOUND / SCENE_NOT_FOUND' })
  async scene(@Param() params: SceneParamsDto, @CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<SceneDto> {
    return this.scenes.get(await this.owners.resolve(caller, session), params.projectId, params.sceneId);
  }

  @Patch('scenes/:projectId/:sceneId')
  @ApiRoute("Rewrite a scene or recast it; its render stays, marked out of date (only this scene's)", SceneDto, {
    400: 'UNKNOWN_CHARACTER / VALIDATION_FAILED',
    404: 'PROJECT_NOT_FOUND / SCENE_NOT_FOUND',
  })
  async updateScene(
    @Param() params: SceneParamsDto,
    @Body() body: UpdateSceneDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() session?: string,
  ): Promise<SceneDto> {
    return this.scenes.update(await this.owners.resolve(caller, session), params.projectId, params.sceneId, body);
  }

  @Post('generate-scene')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary: 'Render one scene as a durable job (answers when it is done, or 202 at once with Prefer: respond-async)',
      description:
        "The scene's characters are bound by name to their bible entries (and avatars) in every engine request. One video " +
        'use of the daily allowance, not charged when the job fails; a scene already rendering answers with its job. ' +
        'Follow the job at GET /api/jobs/{job_id}/events.',
    },
    null,
    {
      ...RENDER_ERRORS,
      400: 'VALIDATION_FAILED / INVALID_INPUT: the engine refused the scene (the job failed; not charged)',
      404: 'PROJECT_NOT_FOUND / SCENE_NOT_FOUND',
    },
  )
  @ApiDurableRequest({ done: SceneResultDto, accepted: MovieJobAcceptedDto })
  @ApiEngineFailures({ note: '(the job failed; not charged)' })
  async generateScene(
    @Body() body: GenerateSceneDto,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) response: Response,
    @RequestHeader('prefer') prefer?: string,
    @VisitorId() session?: string,
  ): Promise<SceneResultDto | MovieJobAcceptedDto> {
    const owner = await this.owners.resolve(caller, session);
    return this.studio.generateScene(owner, caller, body, prefer, response);
  }

  @Post('generate-scenes')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary: 'Render several scenes as one durable job, admitted all-or-nothing (one reservation of as many video uses)',
      description: 'Without scene_ids: every scene without a render or out of date. 429 before anything is charged when the batch does not fit.',
    },
    null,
    { ...RENDER_ERRORS, 404: 'PROJECT_NOT_FOUND / SCENE_NOT_FOUND', 409: 'NOTHING_TO_RENDER' },
  )
  @ApiDurableRequest({ done: ScenesResultDto, accepted: MovieJobAcceptedDto })
  @ApiEngineFailures()
  async generateScenes(
    @Body() body: GenerateScenesDto,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) response: Response,
    @RequestHeader('prefer') prefer?: string,
    @VisitorId() session?: string,
  ): Promise<ScenesResultDto | MovieJobAcceptedDto> {
    const owner = await this.owners.resolve(caller, session);
    return this.studio.generateScenes(owner, caller, body, prefer, response);
  }

  @Post('export')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary: 'Export the movie as one MP4: title card, the rendered scenes in order, end credits (a durable job)',
      description:
        "At the plan's size (Free 720p, Pro 1080p 'HD exports', Studio 2160p '4K exports'). Clips are joined by copying " +
        'their streams; unchanged pieces are reused. Unchanged since the last export: that export, not charged again.',
    },
    null,
    { ...RENDER_ERRORS, 404: 'PROJECT_NOT_FOUND', 409: 'NO_COMPLETED_SCENES' },
  )
  @ApiDurableRequest({ done: MovieExportResultDto, accepted: MovieJobAcceptedDto })
  @ApiEngineFailures()
  async exportMovie(
    @Body() body: ExportMovieDto,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) response: Response,
    @RequestHeader('prefer') prefer?: string,
    @VisitorId() session?: string,
  ): Promise<MovieExportResultDto | MovieJobAcceptedDto> {
    const owner = await this.owners.resolve(caller, session);
    return this.studio.exportMovie(owner, caller, body, prefer, response);
  }

  @Delete('exports/:projectId/:exportId')
  @ApiRoute('Delete one export: its file goes, and its link answers 410 with a link to the latest export left', MovieExportListDto, {
    404: 'PROJECT_NOT_FOUND / EXPORT_NOT_FOUND',
  })
  async deleteExport(@Param() params: ExportParamsDto, @CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<MovieExportListDto> {
    return this.exports.delete(await this.owners.resolve(caller, session), params.projectId, params.exportId);
  }
}
