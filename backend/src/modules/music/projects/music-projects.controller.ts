import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { type Caller, CurrentCaller } from '../../../identity/http/caller.decorator';
import { OptionalAuthentication } from '../../../identity/http/optional-authentication.decorator';
import { VisitorId } from '../../../identity/http/visitor-id';
import { CreateMusicProjectDto, MusicProjectParamsDto, UpdateMusicProjectDto } from '../dto/music-requests.dto';
import { MusicProjectDto, MusicProjectListDto } from '../dto/music-responses.dto';
import { SESSION_HEADER } from '../music-owner';
import { MusicOwners } from './music-owners.service';
import { MusicProjectsService } from './music-projects.service';
import { ApiErrors, ApiRoute } from '../../../common/http/api-route.decorator';

export const SESSION_HEADER_DOC = {
  name: SESSION_HEADER,
  required: false,
  description:
    "The visitor's browser session (required without a bearer token). Sent with a token, that session's projects move to the account.",
};

@ApiTags('music')
@ApiHeader(SESSION_HEADER_DOC)
@ApiErrors({ 400: 'VALIDATION_FAILED / SESSION_REQUIRED' })
@OptionalAuthentication()
@Controller('music/projects')
export class MusicProjectsController {
  constructor(
    private readonly projects: MusicProjectsService,
    private readonly owners: MusicOwners,
  ) {}

  @Post()
  @ApiRoute("Create Project: a music project with the client's id (type, genre, mood and length default to single, pop, upbeat, 3)", { status: HttpStatus.CREATED, type: MusicProjectDto }, {
    409: 'PROJECT_EXISTS',
  })
  async create(@Body() body: CreateMusicProjectDto, @CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<MusicProjectDto> {
    return this.projects.create(await this.owners.resolve(caller, session), body);
  }

  @Get()
  @ApiRoute("The caller's music projects, most recently changed first (at most 100)", MusicProjectListDto)
  async list(@CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<MusicProjectListDto> {
    return this.projects.list(await this.owners.resolve(caller, session));
  }

  @Get(':id')
  @ApiRoute('A music project with its lyrics, latest beat and saved arrangement', MusicProjectDto, { 404: "PROJECT_NOT_FOUND (also for someone else's)" })
  async get(@Param() params: MusicProjectParamsDto, @CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<MusicProjectDto> {
    return this.projects.get(await this.owners.resolve(caller, session), params.id);
  }

  @Put(':id')
  @ApiRoute('Save: edited lyrics, the arrangement (clips, mutes, solos, volumes) and the title; each optional', MusicProjectDto, {
    404: 'PROJECT_NOT_FOUND',
    409: 'NO_BEAT: an arrangement needs a beat',
  })
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
  @ApiRoute('Deletes the project and every file it made', { status: HttpStatus.NO_CONTENT, description: 'Deleted' }, { 404: 'PROJECT_NOT_FOUND' })
  async remove(@Param() params: MusicProjectParamsDto, @CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<void> {
    await this.projects.remove(await this.owners.resolve(caller, session), params.id);
  }
}
