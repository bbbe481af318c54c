import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../../common/error-body.dto';
import { type Caller, CurrentCaller } from '../../../identity/http/caller.decorator';
import { OptionalAuthentication } from '../../../identity/http/optional-authentication.decorator';
import { VisitorId } from '../../../identity/http/visitor-id';
import { CreateMusicProjectDto, MusicProjectParamsDto, UpdateMusicProjectDto } from '../dto/music-requests.dto';
import { MusicProjectDto, MusicProjectListDto } from '../dto/music-responses.dto';
import { SESSION_HEADER } from '../music-owner';
import { MusicOwners } from './music-owners.service';
import { MusicProjectsService } from './music-projects.service';

export const SESSION_HEADER_DOC = {
  name: SESSION_HEADER,
  required: false,
  description:
    "The visitor's browser session (required without a bearer token). Sent with a token, that session's projects move to the account.",
};

@ApiTags('music')
@ApiHeader(SESSION_HEADER_DOC)
@ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED / SESSION_REQUIRED' })
@OptionalAuthentication()
@Controller('music/projects')
export class MusicProjectsController {
  constructor(
    private readonly projects: MusicProjectsService,
    private readonly owners: MusicOwners,
  ) {}

  @Post()
  @ApiOperation({ summary: "Create Project: a music project with the client's id (type, genre, mood and length default to single, pop, upbeat, 3)" })
  @ApiCreatedResponse({ type: MusicProjectDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'PROJECT_EXISTS' })
  async create(@Body() body: CreateMusicProjectDto, @CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<MusicProjectDto> {
    return this.projects.create(await this.owners.resolve(caller, session), body);
  }

  @Get()
  @ApiOperation({ summary: "The caller's music projects, most recently changed first (at most 100)" })
  @ApiOkResponse({ type: MusicProjectListDto })
  async list(@CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<MusicProjectListDto> {
    return this.projects.list(await this.owners.resolve(caller, session));
  }

  @Get(':id')
  @ApiOperation({ summary: 'A music project with its lyrics, latest beat and saved arrangement' })
  @ApiOkResponse({ type: MusicProjectDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "PROJECT_NOT_FOUND (also for someone else's)" })
  async get(@Param() params: MusicProjectParamsDto, @CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<MusicProjectDto> {
    return this.projects.get(await this.owners.resolve(caller, session), params.id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Save: edited lyrics, the arrangement (clips, mutes, solos, volumes) and the title; each optional' })
  @ApiOkResponse({ type: MusicProjectDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'PROJECT_NOT_FOUND' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'NO_BEAT: an arrangement needs a beat' })
  async update(
    @Param() params: MusicProjectParamsDto,
    @Body() body: UpdateMusicProjectDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() session?: string,
  ): Promise<MusicProjectDto> {
    return this.projects.update(await this.owners.resolve(caller, session), params.id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Deletes the project and every file it made' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'PROJECT_NOT_FOUND' })
  async remove(@Param() params: MusicProjectParamsDto, @CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<void> {
    await this.projects.remove(await this.owners.resolve(caller, session), params.id);
  }
}
