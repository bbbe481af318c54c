import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiRoute } from '../../../common/http/api-route.decorator';
import { ApiFileResponse } from '../../../common/openapi/response-content.decorators';
import type { User } from '../../../identity/entities/user.entity';
import { Authenticated } from '../../../identity/http/authenticated.decorator';
import { CurrentUser } from '../../../identity/http/current-user.decorator';
import { OptionalAuthentication } from '../../../identity/http/optional-authentication.decorator';
import { GitBundleUploadDto, GitExportProjectDto, GitImportDto } from '../dto/git.dto';
import { BuildProjectDto, BuildProjectIdParamDto } from '../dto/project.dto';
import { GitBundleUploadInterceptor } from './git-bundle-upload.interceptor';
import { type BundleFile, GitService, type UploadedBundle } from './git.service';

const BUNDLE_TYPE = 'application/x-git-bundle';
const BUNDLE_ANSWER = { types: [BUNDLE_TYPE], description: 'A git bundle: `git clone project.bundle` gives one commit per version on main' };
const UPLOAD_ERRORS = {
  400: 'GIT_BUNDLE_REQUIRED / INVALID_GIT_BUNDLE (malformed, partial or not a bundle) / INVALID_PROJECT (a commit with a binary file, or past the project limits)',
  413: 'GIT_BUNDLE_TOO_LARGE (over 8 MB)',
};

/** Projects as git repositories: export a project's versions as a bundle, import a bundle as a project. */
@ApiTags('build-studio')
@Controller('build-studio')
export class GitController {
  constructor(private readonly git: GitService) {}

  @Get('projects/:id/git')
  @Authenticated()
  @ApiRoute('A saved project as a git bundle: one commit per version, oldest first, messages from the turns', null, { 404: 'PROJECT_NOT_FOUND' })
  @ApiFileResponse(BUNDLE_ANSWER)
  async exportSaved(@Param() params: BuildProjectIdParamDto, @CurrentUser() user: User, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return send(response, await this.git.exportSaved(user, params.id));
  }

  @Post('export/git')
  @HttpCode(HttpStatus.OK)
  @OptionalAuthentication()
  @ApiRoute("A browser project's versions (signed out or unsaved) as a git bundle, like a saved project's", null, {
    400: 'VALIDATION_FAILED / INVALID_PROJECT',
  })
  @ApiFileResponse(BUNDLE_ANSWER)
  exportPosted(@Body() body: GitExportProjectDto, @Res({ passthrough: true }) response: Response): StreamableFile {
    return send(response, this.git.exportPosted(body));
  }

  @Post('projects/import/git')
  @Authenticated()
  @UseInterceptors(GitBundleUploadInterceptor)
  @ApiRoute(
    'Import a git bundle (multipart field "bundle") as a new saved project: a version per first-parent commit, the newest 50',
    { status: HttpStatus.CREATED, type: BuildProjectDto },
    { ...UPLOAD_ERRORS, 409: 'PROJECT_LIMIT_REACHED' },
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: GitBundleUploadDto })
  importToAccount(@UploadedFile() file: UploadedBundle | undefined, @CurrentUser() user: User): Promise<BuildProjectDto> {
    return this.git.importToAccount(user.id, file);
  }

  @Post('import/git')
  @HttpCode(HttpStatus.OK)
  @OptionalAuthentication()
  @UseInterceptors(GitBundleUploadInterceptor)
  @ApiRoute('Read a git bundle (multipart field "bundle") into project versions for the browser to keep (signed out)', GitImportDto, UPLOAD_ERRORS)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: GitBundleUploadDto })
  read(@UploadedFile() file: UploadedBundle | undefined): GitImportDto {
    return this.git.read(file);
  }
}

function send(response: Response, file: BundleFile): StreamableFile {
  response.setHeader('Content-Type', BUNDLE_TYPE);
  response.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  response.setHeader('Cache-Control', 'no-store');
  return new StreamableFile(file.bundle);
}
