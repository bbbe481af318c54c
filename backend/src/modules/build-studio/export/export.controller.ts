import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../../../identity/http/authenticated.decorator';
import { CurrentUser } from '../../../identity/http/current-user.decorator';
import type { User } from '../../../identity/entities/user.entity';
import { OptionalAuthentication } from '../../../identity/http/optional-authentication.decorator';
import { BuildStudioException } from '../build-studio.errors';
import { ExportBuildProjectDto } from '../dto/export-project.dto';
import { BuildProjectIdParamDto } from '../dto/project.dto';
import { normaliseProject } from '../generation/turn-input';
import { ProjectsService } from '../projects/projects.service';
import { projectArchive } from './project-archive';
import { ApiFileResponse } from '../../../common/openapi/response-content.decorators';
import { ApiRoute } from '../../../common/http/api-route.decorator';

/** Studios table: Build's export is a code zip. */
@ApiTags('build-studio')
@Controller('build-studio')
export class ExportController {
  constructor(private readonly projects: ProjectsService) {}

  @Get('projects/:id/export')
  @Authenticated()
  @ApiRoute('A saved project as a zip (one folder, with a README and run script for API projects)', null, { 404: 'PROJECT_NOT_FOUND' })
  @ApiFileResponse({ types: ['application/zip'], description: 'The project as a zip' })
  async exportSaved(@Param() params: BuildProjectIdParamDto, @CurrentUser() user: User, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const project = await this.projects.get(user.id, params.id);
    return send(response, projectArchive(project.name, project.projectType, project.files));
  }

  @Post('export')
  @HttpCode(HttpStatus.OK)
  @OptionalAuthentication()
  @ApiRoute('Zip a project as the browser holds it (signed out or unsaved); same archive as a saved export', null, {
    400: 'VALIDATION_FAILED / INVALID_PROJECT',
  })
  @ApiFileResponse({ types: ['application/zip'], description: 'The project as a zip' })
  exportPosted(@Body() body: ExportBuildProjectDto, @Res({ passthrough: true }) response: Response): StreamableFile {
    const files = normaliseProject(body.files);
    if (!files.length) throw BuildStudioException.invalidProject('A project has at least one file.');
    return send(response, projectArchive(body.name, body.projectType ?? 'static', files));
  }
}

function send(response: Response, archive: { fileName: string; zip: Buffer }): StreamableFile {
  response.setHeader('Content-Type', 'application/zip');
  response.setHeader('Content-Disposition', `attachment; filename="${archive.fileName}"`);
  response.setHeader('Cache-Control', 'no-store');
  return new StreamableFile(archive.zip);
}
