import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { User } from '../../../identity/entities/user.entity';
import { Authenticated } from '../../../identity/http/authenticated.decorator';
import { CurrentUser } from '../../../identity/http/current-user.decorator';
import {
  CreateBuildProjectDto,
  BuildProjectDto,
  BuildProjectIdParamDto,
  BuildProjectListDto,
  SaveBuildProjectDto,
  BuildVersionDto,
  BuildVersionListDto,
  BuildVersionParamsDto,
} from '../dto/project.dto';
import { ProjectsService } from './projects.service';
import { ApiRoute } from '../../../common/http/api-route.decorator';

/** Saved projects of the signed-in account (signed-out projects live in the browser, spec 001 §4). */
@ApiTags('build-studio')
@Authenticated()
@Controller('build-studio/projects')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Get()
  @ApiRoute('Your projects for the Projects modal: name, file count and last-saved date', BuildProjectListDto)
  async list(@CurrentUser() user: User): Promise<BuildProjectListDto> {
    return { projects: await this.projects.list(user.id) };
  }

  @Post()
  @ApiRoute(
    {
      summary: 'Save a new project, or move one in from the browser (with its clientId and versions)',
      description: 'Answers 201 when created; 200 with the existing project when this clientId was moved in before. At most 100 projects per account.',
    },
    { status: HttpStatus.CREATED, type: BuildProjectDto },
    { 400: 'VALIDATION_FAILED / INVALID_PROJECT', 409: 'PROJECT_LIMIT_REACHED' },
  )
  @ApiOkResponse({ type: BuildProjectDto, description: 'Already moved in' })
  async create(@Body() body: CreateBuildProjectDto, @CurrentUser() user: User, @Res({ passthrough: true }) response: Response): Promise<BuildProjectDto> {
    const { project, created } = await this.projects.create(user.id, body);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return project;
  }

  @Get(':id')
  @ApiRoute('A project with its files, conversation and current version', BuildProjectDto, { 404: 'PROJECT_NOT_FOUND (also for projects of someone else)' })
  get(@Param() params: BuildProjectIdParamDto, @CurrentUser() user: User): Promise<BuildProjectDto> {
    return this.projects.get(user.id, params.id);
  }

  @Put(':id')
  @ApiRoute('Save: name, type, conversation and files (a new version)', BuildProjectDto, {
    400: 'VALIDATION_FAILED / INVALID_PROJECT',
    404: 'PROJECT_NOT_FOUND',
  })
  save(@Param() params: BuildProjectIdParamDto, @Body() body: SaveBuildProjectDto, @CurrentUser() user: User): Promise<BuildProjectDto> {
    return this.projects.save(user.id, params.id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiRoute('Delete a project and all its versions', { status: HttpStatus.NO_CONTENT }, { 404: 'PROJECT_NOT_FOUND' })
  remove(@Param() params: BuildProjectIdParamDto, @CurrentUser() user: User): Promise<void> {
    return this.projects.remove(user.id, params.id);
  }

  @Get(':id/versions')
  @ApiRoute('Every generation, save and restore of the project, newest first', BuildVersionListDto, { 404: 'PROJECT_NOT_FOUND' })
  async versions(@Param() params: BuildProjectIdParamDto, @CurrentUser() user: User): Promise<BuildVersionListDto> {
    return { versions: await this.projects.versions(user.id, params.id) };
  }

  @Get(':id/versions/:versionId')
  @ApiRoute('One version with its files (to compare or restore)', BuildVersionDto, { 404: 'PROJECT_NOT_FOUND / VERSION_NOT_FOUND' })
  version(@Param() params: BuildVersionParamsDto, @CurrentUser() user: User): Promise<BuildVersionDto> {
    return this.projects.version(user.id, params.id, params.versionId);
  }

  @Post(':id/versions/:versionId/restore')
  @HttpCode(HttpStatus.OK)
  @ApiRoute('Make a version current again (kept as a new version: nothing after it is lost)', BuildProjectDto, { 404: 'PROJECT_NOT_FOUND / VERSION_NOT_FOUND' })
  restore(@Param() params: BuildVersionParamsDto, @CurrentUser() user: User): Promise<BuildProjectDto> {
    return this.projects.restore(user.id, params.id, params.versionId);
  }
}
